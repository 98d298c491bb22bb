import { orderStatusLabel, orderTiming } from '@food/shared/format'
import { trackOrder } from '@food/shared/store'
import type { Order } from '@food/shared/types'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { OrderAgainButton } from '../../../lib/order-again-button'
import { formatDateTime } from '../utils/format-date-time'
import { orderAnchorId } from '../utils/order-anchor'
import { checkoutLink, endedReason, paymentText } from '../utils/payment-text'
import styles from './order-card.module.css'
import { OrderFulfilment } from './order-fulfilment'
import { OrderLines } from './order-lines'
import { OrderTotals } from './order-totals'

/** One order on /orders: number (to its own page), when, status, payment, where, what, totals, Track Order and Order again. */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId()
  const placedAt = order.createdAt ?? order.updatedAt
  const timing = orderTiming(order)
  const payAt = checkoutLink(order)
  const reason = endedReason(order)
  return (
    <li className={styles.card}>
      {/* The target of View Details (the tracking bar) and of /orders#order-1042 links. */}
      <article
        id={orderAnchorId(order.order_id)}
        tabIndex={-1}
        aria-labelledby={titleId}
        className={styles.body}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            <Link to={`/orders/${encodeURIComponent(order.order_id)}`}>
              Order #{order.order_id}
            </Link>
          </h2>
          <span className={styles.status}>
            {orderStatusLabel(order.order_status, order.order_type)}
          </span>
        </div>
        <p className={styles.meta}>
          <time dateTime={placedAt}>{formatDateTime(placedAt)}</time>
          <span>
            Payment: <strong>{paymentText(order)}</strong>
          </span>
        </p>
        {payAt && (
          <a href={payAt} className={styles.pay} aria-describedby={titleId}>
            Continue to payment
          </a>
        )}
        {timing && <p className={styles.timing}>{timing}</p>}
        {reason && <p className={styles.timing}>{reason}</p>}
        <OrderFulfilment order={order} />
        <OrderLines items={order.items} />
        <OrderTotals order={order} />
        {order.note && <p className={styles.note}>Note: {order.note}</p>}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.track}
            aria-describedby={titleId}
            onClick={() => trackOrder(order._id)}
          >
            Track Order
          </button>
          <OrderAgainButton orderId={order._id} describedBy={titleId} />
        </div>
      </article>
    </li>
  )
}
