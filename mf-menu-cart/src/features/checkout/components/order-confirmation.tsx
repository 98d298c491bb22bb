import { formatMoney, orderStatusLabel } from '@food/shared/format'
import type { Order } from '@food/shared/types'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { isPaid } from '../utils/payment-return'
import pageStyles from './checkout-page.module.css'
import { paymentLabel } from './payment-choice'

type OrderConfirmationProps = {
  order: Order
}

// Said where payment is mentioned, once Stripe has confirmed an online payment.
const PAID_BY_CARD = 'Paid by card'

function howToPay(order: Order): string {
  const where =
    order.order_type === 'collection' ? 'at the counter' : 'when it arrives'
  if (isPaid(order)) return `${PAID_BY_CARD}: nothing to pay ${where}.`
  const method = order.payment_method === 'card' ? 'card' : 'cash'
  return `Pay ${formatMoney(order.final_amount ?? 0)} by ${method} ${where}.`
}

function nextSteps(order: Order): string {
  if (order.order_type === 'collection') {
    return `We'll let you know in the tracker below when it's ready to collect. ${howToPay(order)}`
  }
  const where = order.address
    ? ` to ${order.address.addressLine1}, ${order.address.postcode}`
    : ''
  return `We're getting it ready and will deliver it${where}. ${howToPay(order)} Follow its progress in the tracker below.`
}

/** The page after Place order (or a confirmed card payment): the number to quote, what it costs and what happens next. */
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
          {isPaid(order)
            ? PAID_BY_CARD
            : paymentLabel(
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
