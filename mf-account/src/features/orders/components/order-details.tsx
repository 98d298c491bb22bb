import {
  formatMoney,
  orderPromise,
  orderStatusLabel,
} from '@food/shared/format'
import { useShopSettings } from '@food/shared/query'
import type { Order } from '@food/shared/types'
import { OrderAgainButton } from '../../../lib/order-again-button'
import { LATENESS_CHECK_MS, useNow } from '../../../lib/use-now'
import { formatDateTime } from '../utils/format-date-time'
import { nextSteps } from '../utils/next-steps'
import { checkoutLink, endedReason, paymentText } from '../utils/payment-text'
import cardStyles from './order-card.module.css'
import { OrderLines } from './order-lines'
import styles from './order-page.module.css'
import { OrderPlace } from './order-place'
import { OrderTimeline } from './order-timeline'
import { OrderTotals } from './order-totals'

/** An order's page below its heading: status and when, progress, what next, what, where, how paid. */
export function OrderDetails({ order }: { order: Order }) {
  const now = useNow(LATENESS_CHECK_MS)
  const promise = orderPromise(order, now)
  const placedAt = order.createdAt ?? order.updatedAt
  const payAt = checkoutLink(order)
  const reason = endedReason(order)
  const steps = nextSteps(order)
  return (
    <div className={styles.details}>
      <div className={styles.state} role="status">
        <p className={styles.status}>
          {orderStatusLabel(order.order_status, order.order_type)}
        </p>
        {promise && (
          <p className={promise.isLate ? styles.late : styles.promise}>
            {promise.text}
          </p>
        )}
        {reason && <p>{reason}</p>}
      </div>
      {payAt && (
        <a href={payAt} className={cardStyles.pay}>
          Continue to payment
        </a>
      )}
      <OrderTimeline order={order} />
      {steps.length > 0 && (
        <section className={styles.card} aria-labelledby="order-next">
          <h2 id="order-next">What happens next</h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <section className={styles.card} aria-labelledby="order-items">
        <h2 id="order-items">Your order</h2>
        <p className={cardStyles.meta}>
          <span>
            Placed <time dateTime={placedAt}>{formatDateTime(placedAt)}</time>
          </span>
          <span>
            Payment: <strong>{paymentText(order)}</strong>
          </span>
        </p>
        <OrderLines items={order.items} />
        <OrderTotals order={order} />
        <p className={styles.vat}>
          Includes VAT of {formatMoney(order.tax_amount)}
        </p>
        {order.note && <p className={cardStyles.note}>Note: {order.note}</p>}
      </section>
      <OrderPlace order={order} />
      <RestaurantPhone />
      <div className={cardStyles.actions}>
        <OrderAgainButton orderId={order._id} describedBy="order-heading" />
      </div>
    </div>
  )
}

/** Who to call about the order: the restaurant's number from its settings. */
function RestaurantPhone() {
  const shop = useShopSettings()?.shop
  if (!shop?.phone) return null
  return (
    <p className={styles.phone}>
      Questions about your order? Call {shop.name} on{' '}
      <a href={`tel:${shop.phone.replace(/\s/g, '')}`}>{shop.phone}</a>.
    </p>
  )
}
