import { formatMoney, formatSavings } from '@food/shared/format'
import { hideCartBar, useCartBarVisible } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { CloseIcon } from '@food/shared/ui'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useCart } from '../hooks/use-cart'
import type { CartView } from '../model/cart-view'
import styles from './cart-bar.module.css'

// The heights cart-bar.module.css gives the bar (row 64px, banner 32px).
const BAR_PX = 64
const BAR_WITH_BANNER_PX = 96

/**
 * Publishes the bar's height as --food-cart-bar-height, so another fixed bar (the order
 * tracking bar of the account area) can sit on top of it instead of under it.
 */
function usePublishedHeight(px: number) {
  useEffect(() => {
    const root = document.documentElement
    if (px === 0) root.style.removeProperty('--food-cart-bar-height')
    else root.style.setProperty('--food-cart-bar-height', `${px}px`)
    return () => {
      root.style.removeProperty('--food-cart-bar-height')
    }
  }, [px])
}

/** Routes with their own basket view: the bar would only repeat them. */
const HIDDEN_ON = ['/checkout', '/orders']

function isHiddenOn(pathname: string) {
  return HIDDEN_ON.some(
    (route) => pathname === route || pathname.startsWith(`${route}/`),
  )
}

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
 * discount applies), View Cart and close. A spacer in the page flow keeps the fixed bar from
 * hiding the footer.
 */
export function CartBar() {
  const { pathname } = useLocation()
  const isVisible = useCartBarVisible()
  const cart = useCart()

  const isShown =
    isVisible && cart !== null && cart.count > 0 && !isHiddenOn(pathname)
  const banner = cart && isShown ? bannerText(cart) : null
  usePublishedHeight(isShown ? (banner ? BAR_WITH_BANNER_PX : BAR_PX) : 0)

  if (!cart || !isShown) return null

  return (
    <>
      <div
        className={
          banner ? `${styles.spacer} ${styles.withBanner}` : styles.spacer
        }
        aria-hidden="true"
      />
      <section className={styles.bar} aria-label="Your basket">
        {banner && <p className={styles.banner}>{banner}</p>}
        <div className={styles.row}>
          <p className={styles.summary} aria-live="polite">
            <span className={styles.count}>
              {cart.count} {cart.count === 1 ? 'item' : 'items'}
            </span>
            {cart.discount && (
              <s className={styles.original}>
                <span className={styles.visuallyHidden}>was </span>
                {formatMoney(cart.total)}
              </s>
            )}
            <span className={styles.price}>
              {cart.discount && (
                <span className={styles.visuallyHidden}>now </span>
              )}
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
    </>
  )
}
