import { formatShopTime } from '@food/shared/time'
import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import { memo, useState } from 'react'
import { useCardAction } from '../hooks/use-order-action'
import { useBusyMinutes } from '../hooks/use-shop-state'
import { useClockOffset } from '../state/connection-store'
import { cardClock, sameClock } from '../utils/card-clock'
import { predictedOrder } from '../utils/predicted-order'
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
 * glance; who it is for, where it goes and what it costs one tap away. A tap shows its
 * result at once (the API's answer follows); the card draws again only when its order,
 * the rules or what its clock shows change.
 */
export const OrderCard = memo(OrderTicket, (before, after) => {
  return (
    before.order === after.order &&
    before.settings === after.settings &&
    sameClock(
      cardClock(before.order, before.settings, before.now),
      cardClock(after.order, after.settings, after.now),
    )
  )
})

function OrderTicket({ order: stored, settings, now }: Props) {
  const action = useCardAction(stored)
  // The quote the customer gets: busy mode's minutes as they are now, not as the board was.
  const busyMinutes = useBusyMinutes(now, settings.busyMinutes)
  const offset = useClockOffset()
  const { inFlight } = action
  const order = inFlight
    ? predictedOrder(stored, inFlight.action, {
        // The moment of the tap on the server's clock: what the API will stamp.
        now: inFlight.at + offset,
        busyMinutes,
        defaultReadyMinutes: settings.defaultReadyMinutes,
      })
    : stored
  const clock = cardClock(order, settings, now)
  const { isRinging, waited, isOverdue, late } = clock
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
        age={clock.age}
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
        action={action}
        settings={settings}
        busyMinutes={busyMinutes}
        canUndo={clock.canUndo}
        isLate={late > 0}
        details={<OrderDetails order={order} />}
        isDetailsOpen={isDetailsOpen}
        detailsId={detailsId}
      />
    </article>
  )
}
