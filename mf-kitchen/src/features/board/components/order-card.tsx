import { formatShopTime } from '@food/shared/time'
import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import { useState } from 'react'
import { isHeld, minutesLate, ringsAt } from '../utils/group-orders'
import { minutesSince } from '../utils/order-labels'
import { OrderActions } from './order-actions'
import styles from './order-card.module.css'
import { OrderDetails } from './order-details'
import { OrderHead } from './order-head'
import { OrderLines } from './order-lines'
import { PrintState } from './print-state'

type Props = {
  order: StaffOrder
  settings: KitchenSettings
  /** The server's time now. */
  now: number
}

/** The id of an order's card on the page (the new-order count scrolls to it). */
export const cardId = (order: StaffOrder) => `card-${order._id}`

/**
 * One order on the board as a kitchen ticket: what to cook and what to do next at a
 * glance; who it is for, where it goes and what it costs one tap away.
 */
export function OrderCard({ order, settings, now }: Props) {
  const isRinging =
    order.order_status === 'pending' &&
    !order.acknowledgedAt &&
    !isHeld(order, now)
  // An order for later is waited on from when it starts to ring.
  const waited = minutesSince(new Date(ringsAt(order)).toISOString(), now)
  const isOverdue = isRinging && waited >= settings.alertAfterMinutes
  const late = minutesLate(order, now)
  const [isDetailsOpen, setIsDetailsOpen] = useState(false)
  const detailsId = `details-${order._id}`
  const tone =
    isOverdue || late > 0 ? styles.overdue : isRinging ? styles.ringing : ''
  return (
    <article
      id={cardId(order)}
      tabIndex={-1}
      className={`${styles.card} ${tone}`}
      aria-labelledby={`order-${order._id}`}
    >
      <OrderHead
        order={order}
        now={now}
        late={late}
        details={{
          id: detailsId,
          isOpen: isDetailsOpen,
          onToggle: () => setIsDetailsOpen((isOpen) => !isOpen),
        }}
      />
      {isOverdue ? (
        <p className={styles.alert}>Waiting {waited} min</p>
      ) : (
        // The pulsing ticket, the count and Seen say it on screen; this reads it out.
        isRinging && <p className={styles.quietAlert}>New order: tap Seen</p>
      )}
      {order.payment_problem && (
        <p role="alert" className={styles.problem}>
          {order.payment_problem}
        </p>
      )}
      {order.text_problem && (
        <p role="alert" className={styles.problem}>
          {order.text_problem}
        </p>
      )}
      {order.scheduled_for && (
        <p className={styles.ready}>
          For {formatShopTime(new Date(order.scheduled_for))}
        </p>
      )}
      {order.order_status === 'rejected' && order.reject_reason && (
        <p className={styles.reason}>Rejected: {order.reject_reason}</p>
      )}
      <OrderLines order={order} />
      <PrintState order={order} settings={settings} />
      <OrderActions
        order={order}
        settings={settings}
        now={now}
        isLate={late > 0}
        details={<OrderDetails order={order} />}
        isDetailsOpen={isDetailsOpen}
        detailsId={detailsId}
      />
    </article>
  )
}
