import { useCheckoutNotice } from '@food/shared/query'
import type { Order } from '@food/shared/types'
import { useIsHydrated, VisuallyHidden } from '@food/shared/ui'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
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
import { BasketSkeleton } from './basket-skeleton'
import { CHECKOUT_HEADING_ID } from './checkout-ids'
import styles from './checkout-page.module.css'
import { EmptyBasket } from './empty-basket'
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
 * Where a placed order is confirmed: its own page, /orders/{order_id} (mf-account's), told it
 * was just placed, so a reload shows the same page. It replaces the checkout in the history:
 * Back does not return to an emptied basket.
 */
function useGoToPlacedOrder() {
  const navigate = useNavigate()
  return useCallback(
    (order: Order) =>
      navigate(`/orders/${encodeURIComponent(order.order_id)}`, {
        replace: true,
        state: { placed: true },
      }),
    [navigate],
  )
}

/**
 * /checkout: the basket with its quantities, then delivery or collection, payment and
 * Place order. A placed order goes to its own page, which confirms it, and the tracking bar
 * opens below. Back from Stripe's page, it confirms (or cancels) the online payment first;
 * a paid order then goes to its page the same way.
 */
export function CheckoutPage({
  paymentPoll = PAYMENT_POLL,
}: CheckoutPageProps) {
  const cart = useCart()
  const payment = usePaymentReturn(paymentPoll)
  const goToPlacedOrder = useGoToPlacedOrder()
  const [lastChange, setLastChange] = useState<BasketChange | null>(null)
  // What Order again added and left out; it goes once the basket changes.
  const notice = useCheckoutNotice()
  // The server renders the page's frame only: the basket is the browser's.
  const isHydrated = useIsHydrated()
  const paidOrder = payment.status === 'paid' ? payment.order : null

  useEffect(() => {
    if (paidOrder) goToPlacedOrder(paidOrder)
  }, [paidOrder, goToPlacedOrder])

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
      {!isHydrated && <BasketSkeleton />}
      {isHydrated && keepsCheckoutOpen(payment) && (
        <BasketStep
          cart={cart}
          onChange={setLastChange}
          onPlaced={goToPlacedOrder}
        />
      )}
    </div>
  )
}
