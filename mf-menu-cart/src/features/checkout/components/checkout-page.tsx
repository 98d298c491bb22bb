import type { Order } from '@food/shared/types'
import { useState } from 'react'
import { useCart } from '../../cart/hooks/use-cart'
import { type BasketChange, describeChange } from '../utils/basket-change'
import { BasketCheckout } from './basket-checkout'
import { BasketLoading } from './basket-loading'
import { CHECKOUT_HEADING_ID } from './checkout-ids'
import styles from './checkout-page.module.css'
import { EmptyBasket } from './empty-basket'
import { OrderConfirmation } from './order-confirmation'

/**
 * /checkout: the basket with its quantities, then delivery or collection, payment and
 * Place order. A placed order is confirmed on this page: the customer stays where they
 * clicked, sees the order number at once, and the tracking bar opens below.
 */
export function CheckoutPage() {
  const cart = useCart()
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null)
  const [lastChange, setLastChange] = useState<BasketChange | null>(null)

  return (
    <div className={styles.page}>
      <h1 id={CHECKOUT_HEADING_ID} className={styles.title} tabIndex={-1}>
        Checkout
      </h1>
      {/* Outside the basket, so that emptying it is still announced. */}
      <p className={styles.visuallyHidden} aria-live="polite">
        {describeChange(lastChange, cart)}
      </p>
      {placedOrder ? (
        <OrderConfirmation order={placedOrder} />
      ) : !cart ? (
        <BasketLoading />
      ) : cart.lines.length === 0 ? (
        <EmptyBasket />
      ) : (
        <BasketCheckout
          cart={cart}
          onChange={setLastChange}
          onPlaced={setPlacedOrder}
        />
      )}
    </div>
  )
}
