import {
  formatMinutesAgo,
  paymentLabel,
  refundedText,
} from '@food/shared/format'
import { stopTracking, useTrackedOrderId } from '@food/shared/store'
import { TRACKING_AGE_REFRESH_MS } from '@food/shared/types'
import { CloseIcon } from '@food/shared/ui'
import { Link } from 'react-router-dom'
import { useMeasuredHeight } from '../hooks/use-measured-height'
import { useNow } from '../hooks/use-now'
import { useTrackedOrder } from '../hooks/use-tracked-order'
import { useTrackingSources } from '../hooks/use-tracking-sources'
import { statusMessage } from '../utils/status-message'
import styles from './order-tracking-bar.module.css'

/** The bar that follows one order (SPEC section 2); nothing shows until an order is tracked. */
export function OrderTrackingBar() {
  useTrackingSources()
  const reference = useTrackedOrderId()
  if (!reference) return null
  // A new order gets a fresh bar: no state of the previous one carries over.
  return <TrackingBar key={reference} reference={reference} />
}

function TrackingBar({ reference }: { reference: string }) {
  const { order, error, refreshedAt, isRefreshing, refresh } =
    useTrackedOrder(reference)
  const now = useNow(TRACKING_AGE_REFRESH_MS)
  const [bar, height] = useMeasuredHeight<HTMLElement>()

  const status = order ? statusMessage(order) : null
  const refunded = order ? refundedText(order) : null
  const names = order?.items.map((item) => item.menuItem.name) ?? []
  const count =
    order?.items.reduce((sum, item) => sum + (item.quantity ?? 1), 0) ?? 0

  return (
    <>
      {/* Keeps the fixed bar from covering the end of the page. */}
      <div style={{ height }} aria-hidden="true" />
      <section ref={bar} className={styles.bar} aria-label="Order tracking">
        <div className={styles.inner}>
          <div className={styles.text}>
            <p className={styles.heading}>
              Order {order?.order_id ?? reference}
              {order && (
                <span className={styles.payment}>
                  {paymentLabel(order.payment_mode)}
                </span>
              )}
              {refunded && (
                <span className={styles.payment}>Refunded {refunded}</span>
              )}
            </p>
            {/* Announced when the restaurant moves the order. */}
            <p className={styles.status} aria-live="polite">
              {status ? (
                <>
                  <strong>{status.label}</strong> · {status.detail}
                </>
              ) : (
                'Loading your order…'
              )}
            </p>
            {order && (
              <p className={styles.items}>
                {count} {count === 1 ? 'item' : 'items'}: {names.join(', ')}
              </p>
            )}
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className={styles.actions}>
            <Link to="/orders" className={styles.details}>
              View Details
            </Link>
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
          <button
            type="button"
            className={styles.close}
            aria-label="Stop tracking this order"
            onClick={stopTracking}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      </section>
    </>
  )
}
