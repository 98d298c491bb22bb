import { formatMoney, formatSavings } from '@food/shared/format'
import { hideCartBar, useCartBarVisible } from '@food/shared/query'
import { isCartBarRoute } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { CloseIcon, VisuallyHidden } from '@food/shared/ui'
import { Link, useLocation } from 'react-router-dom'
import type { CartView } from '../../../lib/cart-view'
import { useCart } from '../../../lib/use-cart'
import styles from './cart-bar.module.css'

/** The id the shell's "Skip to basket" link moves the focus to. */
const CART_BAR_ID = 'basket-bar'

/** SPEC section 2: the saving or the discount message for a customer, the login nudge for a guest. */
function bannerText(cart: CartView): string | null {
  if (cart.kind === 'guest') return MESSAGES.loginForDiscounts
  if (cart.discount) {
    return formatSavings(cart.discount.amount, cart.discount.percentage)
  }
  return null
}

/**
 * The bottom cart bar of SPEC section 2: count, price (the original struck through when a
 * discount applies), View Cart and close. It shows on every page load while the basket has
 * items, until the customer closes it; closed, it stays away until the basket changes. It
 * sits in the layout's bottom bars (sticky to the screen's foot), so it never hides the footer.
 */
export function CartBar() {
  const { pathname } = useLocation()
  const isOpen = useCartBarVisible()
  const cart = useCart()

  if (!cart || !isOpen || cart.count === 0 || !isCartBarRoute(pathname)) {
    return null
  }
  const banner = bannerText(cart)

  return (
    <section
      id={CART_BAR_ID}
      className={styles.bar}
      aria-label="Your basket"
      tabIndex={-1}
    >
      {banner && <p className={styles.banner}>{banner}</p>}
      <div className={styles.row}>
        <p className={styles.summary} aria-live="polite">
          <span className={styles.count}>
            {cart.count} {cart.count === 1 ? 'item' : 'items'}
          </span>
          {cart.discount && (
            <s className={styles.original}>
              <VisuallyHidden>was </VisuallyHidden>
              {formatMoney(cart.total)}
            </s>
          )}
          <span className={styles.price}>
            {cart.discount && <VisuallyHidden>now </VisuallyHidden>}
            {formatMoney(cart.final)}
          </span>
        </p>
        <Link to="/checkout" className={styles.viewCart}>
          View Cart
        </Link>
        <button
          type="button"
          className={styles.close}
          aria-label="Close cart bar"
          onClick={hideCartBar}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  )
}
