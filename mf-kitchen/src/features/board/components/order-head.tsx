import { formatShopTime } from '@food/shared/time'
import type { StaffOrder } from '@food/shared/types'
import { formatAge, orderTypeText } from '../utils/order-labels'
import styles from './order-card.module.css'

type Props = {
  order: StaffOrder
  /** Whole minutes since it was placed. */
  age: number
  /** Minutes past the ready time the customer was given (0: not late). */
  late: number
  /** The ticket's folded details: the id they have, whether open, and the toggle. */
  details: { id: string; isOpen: boolean; onToggle: () => void }
}

/**
 * A ticket's first line: its number, Delivery or Collection, its clock (the age of a new
 * order, the ready time of an accepted one, or how late it is) and Details. Details keeps
 * the line's end whatever the width: the rest wraps between the number and it.
 */
export function OrderHead({ order, age, late, details }: Props) {
  const readyAt =
    order.ready_at && order.order_status !== 'rejected'
      ? formatShopTime(new Date(order.ready_at))
      : null
  return (
    <header className={styles.head}>
      <h3 id={`order-${order._id}`} className={styles.number}>
        <span className={styles.hash}>Order </span>
        {order.order_id}
      </h3>
      <div className={styles.meta}>
        <p className={styles.type}>{orderTypeText(order)}</p>
        {/* Late says it all on the ticket; the time promised is in Details. */}
        {late > 0 ? (
          <p className={styles.late}>{late} min late</p>
        ) : readyAt ? (
          <p className={styles.age}>Ready {readyAt}</p>
        ) : (
          <p className={styles.age}>{formatAge(age)}</p>
        )}
      </div>
      <button
        type="button"
        className={styles.moreToggle}
        aria-label="Details"
        aria-expanded={details.isOpen}
        aria-controls={details.id}
        onClick={details.onToggle}
      >
        <span aria-hidden="true">⋯</span>
      </button>
    </header>
  )
}
