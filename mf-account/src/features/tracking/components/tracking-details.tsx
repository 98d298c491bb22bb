import {
  formatMinutesAgo,
  paymentLabel,
  refundedText,
} from '@food/shared/format'
import { TRACKING_AGE_REFRESH_MS } from '@food/shared/types'
import { Link } from 'react-router-dom'
import { useNow } from '../../../lib/use-now'
import type { TrackedOrder } from '../hooks/use-tracked-order'
import type { statusMessage } from '../utils/status-message'
import styles from './order-tracking-bar.module.css'

type Props = {
  id: string
  tracked: TrackedOrder
  status: ReturnType<typeof statusMessage> | null
}

/** What the bar's line opens to: what the status means, payment, the dishes and the actions. */
export function TrackingDetails({ id, tracked, status }: Props) {
  const { order, error, refreshedAt, isRefreshing, refresh } = tracked
  const now = useNow(TRACKING_AGE_REFRESH_MS)
  const refunded = order ? refundedText(order) : null
  const names = order?.items.map((item) => item.menuItem.name) ?? []
  const count =
    order?.items.reduce((sum, item) => sum + (item.quantity ?? 1), 0) ?? 0

  return (
    <div id={id} className={styles.details}>
      <div className={styles.text}>
        {status && <p className={styles.detail}>{status.detail}</p>}
        {order && (
          <p className={styles.facts}>
            {/* "Payment:" keeps SPEC's Paid / Pending from reading as the order's status. */}
            <span className={styles.payment}>
              Payment: {paymentLabel(order)}
            </span>
            {refunded && (
              <span className={styles.payment}>Refunded {refunded}</span>
            )}
            <span className={styles.items}>
              {count} {count === 1 ? 'item' : 'items'}: {names.join(', ')}
            </span>
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {order && <ViewDetails orderId={order.order_id} />}
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void refresh()}
          disabled={isRefreshing}
        >
          {isRefreshing ? 'Refreshing…' : 'Refresh'}
        </button>
        {refreshedAt !== null && (
          <span className={styles.age}>
            Last refreshed {formatMinutesAgo(refreshedAt, now)}
          </span>
        )}
      </div>
    </div>
  )
}

/** To the order's own page, /orders/{order_id}. */
function ViewDetails({ orderId }: { orderId: string }) {
  return (
    <Link
      to={`/orders/${encodeURIComponent(orderId)}`}
      className={styles.viewDetails}
    >
      View Details
    </Link>
  )
}
