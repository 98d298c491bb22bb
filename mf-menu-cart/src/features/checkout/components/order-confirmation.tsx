import { formatMoney, orderStatusLabel } from '@food/shared/format'
import type { Order } from '@food/shared/types'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import pageStyles from './checkout-page.module.css'
import { paymentLabel } from './payment-choice'

type OrderConfirmationProps = {
  order: Order
}

function nextSteps(order: Order): string {
  const amount = formatMoney(order.final_amount ?? 0)
  const method = order.payment_method === 'card' ? 'card' : 'cash'
  if (order.order_type === 'collection') {
    return `We'll let you know in the tracker below when it's ready to collect. Pay ${amount} by ${method} at the counter.`
  }
  const where = order.address
    ? ` to ${order.address.addressLine1}, ${order.address.postcode}`
    : ''
  return `We're getting it ready and will deliver it${where}. Pay ${amount} by ${method} when it arrives. Follow its progress in the tracker below.`
}

/** The page after Place order: the number to quote, what it costs and what happens next. */
export function OrderConfirmation({ order }: OrderConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The form the customer was in is gone: take focus (and the screen reader) to the result.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section
      className={`${pageStyles.card} ${pageStyles.narrow}`}
      aria-labelledby="confirmation-heading"
    >
      <h2
        id="confirmation-heading"
        ref={headingRef}
        className={pageStyles.heading}
        tabIndex={-1}
      >
        Thank you! Your order {order.order_id} is placed.
      </h2>
      <dl className={pageStyles.details}>
        <dt>Order number</dt>
        <dd>{order.order_id}</dd>
        <dt>Status</dt>
        <dd>{orderStatusLabel(order.order_status)}</dd>
        <dt>Total</dt>
        <dd>
          {formatMoney(order.final_amount ?? 0)}
          {order.tax_amount !== undefined &&
            ` (includes VAT of ${formatMoney(order.tax_amount)})`}
        </dd>
        <dt>Payment</dt>
        <dd>
          {paymentLabel(
            order.payment_method ?? 'cash',
            order.order_type ?? 'delivery',
          )}
        </dd>
      </dl>
      <p>{nextSteps(order)}</p>
      <div className={pageStyles.actions}>
        <Link to="/orders" className={pageStyles.primaryLink}>
          View your orders
        </Link>
        <Link to="/" className={pageStyles.secondaryLink}>
          Back to the menu
        </Link>
      </div>
    </section>
  )
}
