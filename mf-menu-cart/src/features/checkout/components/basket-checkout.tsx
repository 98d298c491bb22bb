import type { Order } from '@food/shared/types'
import type { CartView } from '../../../lib/cart-view'
import { useShopClosedReason } from '../hooks/use-shop-closed-reason'
import type { BasketChange } from '../utils/basket-change'
import { firstBlocker, unavailableReason } from '../utils/order-blockers'
import { BasketSection } from './basket-section'
import styles from './checkout-page.module.css'
import { CustomerCheckout } from './customer-checkout'
import { GuestCheckout } from './guest-checkout'

type BasketCheckoutProps = {
  cart: CartView
  onChange: (change: BasketChange) => void
  onPlaced: (order: Order) => void
}

/** A basket with lines: the lines, then the guest's or the customer's way to order. */
export function BasketCheckout({
  cart,
  onChange,
  onPlaced,
}: BasketCheckoutProps) {
  const closedReason = useShopClosedReason()
  const offMenuReason = unavailableReason(
    cart.lines
      .filter((line) => !line.available)
      .map((line) => ({
        name: line.name,
        unavailable_options: line.unavailableOptions,
      })),
  )
  const blocker = firstBlocker([closedReason, offMenuReason])
  const basket = (
    <BasketSection
      cart={cart}
      offMenuReason={offMenuReason}
      onChange={onChange}
    />
  )

  return (
    <>
      {closedReason && (
        <p className={styles.notice} role="status">
          {closedReason}
        </p>
      )}
      {cart.kind === 'guest' ? (
        <GuestCheckout cart={cart} basket={basket} blocker={blocker} />
      ) : (
        <CustomerCheckout
          cart={cart}
          basket={basket}
          blocker={blocker}
          onPlaced={onPlaced}
        />
      )}
    </>
  )
}
