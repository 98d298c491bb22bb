import {
  showTrackedOrder,
  stopTracking,
  useTrackedOrderId,
  useTrackedOrderIds,
} from '@food/shared/store'
import { CloseIcon, VisuallyHidden } from '@food/shared/ui'
import { useId, useState } from 'react'
import { LATENESS_CHECK_MS, useNow } from '../../../lib/use-now'
import { useTrackedOrder } from '../hooks/use-tracked-order'
import { useTrackingSources } from '../hooks/use-tracking-sources'
import { statusMessage } from '../utils/status-message'
import styles from './order-tracking-bar.module.css'
import { TrackingDetails } from './tracking-details'
import { TrackingTimeText } from './tracking-time'

/** The bar that follows the customer's orders (SPEC section 2); nothing shows until one is tracked. */
export function OrderTrackingBar() {
  useTrackingSources()
  const reference = useTrackedOrderId()
  if (!reference) return null
  // A new order gets a fresh bar: no state of the previous one carries over.
  return <TrackingBar key={reference} reference={reference} />
}

// Orders that ended early open with their details: the reason is what the customer needs.
const ENDED_EARLY = ['rejected', 'cancelled']

/**
 * One line (order number, status, time, expand) that opens to the details: the bar must leave
 * a phone's screen to the page. The status is also said to screen readers when it changes.
 */
function TrackingBar({ reference }: { reference: string }) {
  const tracked = useTrackedOrder(reference)
  const { order } = tracked
  const [choice, setChoice] = useState<boolean | null>(null)
  const detailsId = useId()
  const now = useNow(LATENESS_CHECK_MS)
  const status = order ? statusMessage(order, now) : null
  const isExpanded =
    choice ?? (order !== null && ENDED_EARLY.includes(order.order_status))

  return (
    <section className={styles.bar} aria-label="Order tracking">
      <div className={styles.line}>
        <button
          type="button"
          className={styles.summary}
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onClick={() => setChoice(!isExpanded)}
        >
          <span className={styles.summaryText}>
            {order && status ? (
              <>
                {/* The spaces read between the parts; the flex gap lays them out. */}
                <span className={styles.number}>#{order.order_id}</span>{' '}
                <span className={styles.dot} aria-hidden="true">
                  ·
                </span>{' '}
                <span className={styles.status}>{status.label}</span>
                <TrackingTimeText order={order} now={now} />
              </>
            ) : (
              'Loading your order…'
            )}
          </span>
          <VisuallyHidden>
            {isExpanded ? ', hide details' : ', show details'}
          </VisuallyHidden>
          <Chevron isUp={isExpanded} />
        </button>
        <NextOrderButton reference={reference} />
        <button
          type="button"
          className={styles.close}
          aria-label="Stop tracking this order"
          onClick={() => stopTracking(reference)}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      {/* Announced when the restaurant moves the order, open or not. */}
      <VisuallyHidden as="p" aria-live="polite">
        {status ? `${status.label}. ${status.detail}` : ''}
      </VisuallyHidden>
      {isExpanded && (
        <TrackingDetails id={detailsId} tracked={tracked} status={status} />
      )}
    </section>
  )
}

/** With two or more orders on the go: shows the next one ("1/2 ›"). */
function NextOrderButton({ reference }: { reference: string }) {
  const ids = useTrackedOrderIds()
  if (ids.length < 2) return null
  const at = Math.max(ids.indexOf(reference), 0)
  const next = ids[(at + 1) % ids.length] ?? reference
  return (
    <button
      type="button"
      className={styles.next}
      aria-label={`Next order (${at + 1} of ${ids.length})`}
      onClick={() => showTrackedOrder(next)}
    >
      <span aria-hidden="true">
        {at + 1}/{ids.length} ›
      </span>
    </button>
  )
}

function Chevron({ isUp }: { isUp: boolean }) {
  return (
    <svg
      className={isUp ? `${styles.chevron} ${styles.up}` : styles.chevron}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
    >
      <path
        d="M3.5 6l4.5 4.5L12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
