import { formatShopTime } from '@food/shared/time'
import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import { isHeld, ringsAt } from '../utils/group-orders'
import { formatAge, minutesSince, orderTypeText } from '../utils/order-labels'
import { OrderActions } from './order-actions'
import styles from './order-card.module.css'
import { OrderDetails } from './order-details'

type Props = {
  order: StaffOrder
  settings: KitchenSettings
  /** The server's time now. */
  now: number
}

/** One order on the board: what to cook, for whom, and what to do next. */
export function OrderCard({ order, settings, now }: Props) {
  const age = minutesSince(order.createdAt, now)
  const isRinging =
    order.order_status === 'pending' &&
    !order.acknowledgedAt &&
    !isHeld(order, now)
  // An order for later is waited on from when it starts to ring.
  const waited = minutesSince(new Date(ringsAt(order)).toISOString(), now)
  const isOverdue = isRinging && waited >= settings.alertAfterMinutes
  const tone = isOverdue ? styles.overdue : isRinging ? styles.ringing : ''
  return (
    <article
      className={`${styles.card} ${tone}`}
      aria-labelledby={`order-${order._id}`}
    >
      <header className={styles.head}>
        <h3 id={`order-${order._id}`} className={styles.number}>
          <span className={styles.hash}>Order </span>
          {order.order_id}
        </h3>
        <p className={styles.age}>{formatAge(age)}</p>
        <p className={styles.type}>{orderTypeText(order)}</p>
      </header>
      {isOverdue ? (
        <p className={styles.alert}>Waiting {waited} min</p>
      ) : (
        isRinging && <p className={styles.alert}>New order: tap Seen</p>
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
      {order.ready_at && order.order_status !== 'rejected' && (
        <p className={styles.ready}>
          Ready {formatShopTime(new Date(order.ready_at))}
        </p>
      )}
      {order.order_status === 'rejected' && order.reject_reason && (
        <p className={styles.reason}>Rejected: {order.reject_reason}</p>
      )}
      <OrderDetails order={order} />
      <OrderActions order={order} settings={settings} now={now} />
    </article>
  )
}
