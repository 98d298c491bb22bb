import { useCheckoutNotice } from '@food/shared/query'
import type { Order } from '@food/shared/types'
import { VisuallyHidden } from '@food/shared/ui'
import { useState } from 'react'
import type { CartView } from '../../../lib/cart-view'
import { useCart } from '../../../lib/use-cart'
import { PAYMENT_POLL, type PaymentPoll } from '../api/payment-calls'
import {
  keepsCheckoutOpen,
  usePaymentReturn,
} from '../hooks/use-payment-return'
import { type BasketChange, describeChange } from '../utils/basket-change'
import { BasketCheckout } from './basket-checkout'
import { BasketLoading } from './basket-loading'
import { CHECKOUT_HEADING_ID } from './checkout-ids'
import styles from './checkout-page.module.css'
import { EmptyBasket } from './empty-basket'
import { OrderConfirmation } from './order-confirmation'
import { PaymentReturnNotice } from './payment-return'

type BasketStepProps = {
  cart: CartView | null
  onChange: (change: BasketChange) => void
  onPlaced: (order: Order) => void
}

/** The basket on its way, empty, or ready to check out. */
function BasketStep({ cart, onChange, onPlaced }: BasketStepProps) {
  if (!cart) return <BasketLoading />
  if (cart.lines.length === 0) return <EmptyBasket />
  return <BasketCheckout cart={cart} onChange={onChange} onPlaced={onPlaced} />
}

type CheckoutPageProps = {
  /** How often and how long to wait for Stripe's confirmation (tests shorten it). */
  paymentPoll?: PaymentPoll
}

/**
 * /checkout: the basket with its quantities, then delivery or collection, payment and
 * Place order. A placed order is confirmed on this page: the customer stays where they
 * clicked, sees the order number at once, and the tracking bar opens below. Back from
 * Stripe's page, it confirms (or cancels) the online payment first.
 */
export function CheckoutPage({
  paymentPoll = PAYMENT_POLL,
}: CheckoutPageProps) {
  const cart = useCart()
  const payment = usePaymentReturn(paymentPoll)
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null)
  const [lastChange, setLastChange] = useState<BasketChange | null>(null)
  // What Order again added and left out; it goes once the basket changes.
  const notice = useCheckoutNotice()
  const confirmedOrder =
    placedOrder ?? (payment.status === 'paid' ? payment.order : null)

  // A placed order's page is its confirmation, headed by its number, not "Checkout".
  if (confirmedOrder) {
    return (
      <div className={styles.page}>
        <OrderConfirmation order={confirmedOrder} />
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <h1 id={CHECKOUT_HEADING_ID} className={styles.title} tabIndex={-1}>
        Checkout
      </h1>
      {/* Outside the basket, so that emptying it is still announced. */}
      <VisuallyHidden as="p" aria-live="polite">
        {describeChange(lastChange, cart)}
      </VisuallyHidden>
      {notice && (
        <p className={`${styles.notice} ${styles.narrow}`} role="status">
          {notice}
        </p>
      )}
      <PaymentReturnNotice view={payment} />
      {keepsCheckoutOpen(payment) && (
        <BasketStep
          cart={cart}
          onChange={setLastChange}
          onPlaced={setPlacedOrder}
        />
      )}
    </div>
  )
}
