import { orderStatusLabel, orderTiming } from '@food/shared/format'
import type { Order } from '@food/shared/types'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { nextSteps, PAID_BY_CARD } from '../utils/confirmation-text'
import { isPaid } from '../utils/payment-return'
import pageStyles from './checkout-page.module.css'
import { ConfirmationItems } from './confirmation-items'
import { ConfirmationPlace } from './confirmation-place'
import styles from './order-confirmation.module.css'
import { paymentLabel } from './payment-choice'

type OrderConfirmationProps = {
  order: Order
}

/**
 * The page after Place order (or a confirmed card payment): the number to quote and when to
 * expect it, what was ordered and charged, where it goes, how it is paid and what happens next.
 */
export function OrderConfirmation({ order }: OrderConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const timing = orderTiming(order)

  // The form the customer was in is gone: take focus (and the screen reader) to the result.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section className={styles.page} aria-labelledby="confirmation-heading">
      <h1
        id="confirmation-heading"
        ref={headingRef}
        className={pageStyles.title}
        tabIndex={-1}
      >
        Thank you! Your order {order.order_id} is placed.
      </h1>
      {timing && <p className={styles.promise}>{timing}</p>}
      <section className={pageStyles.card} aria-labelledby="confirmation-next">
        <h2 id="confirmation-next" className={pageStyles.heading}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          {nextSteps(order).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <dl className={pageStyles.details}>
          <dt>Status</dt>
          <dd>{orderStatusLabel(order.order_status, order.order_type)}</dd>
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
      </section>
      <ConfirmationItems order={order} />
      <ConfirmationPlace order={order} />
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
