import { formatMoney } from '@food/shared/format'
import {
  hideCartBar,
  useCartBarVisible,
  useIsLoggedIn,
} from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { Link, useLocation } from 'react-router-dom'
import { useCartSummary } from '../hooks/use-cart-summary'
import styles from './cart-bar.module.css'

/** Routes with their own basket view: the bar would only repeat them. */
const HIDDEN_ON = ['/checkout', '/orders']

function isHiddenOn(pathname: string) {
  return HIDDEN_ON.some(
    (route) => pathname === route || pathname.startsWith(`${route}/`),
  )
}

/**
 * The bottom cart bar of SPEC section 2: count, price, View Cart and close.
 * A spacer in the page flow keeps the fixed bar from hiding the footer.
 */
export function CartBar() {
  const { pathname } = useLocation()
  const isVisible = useCartBarVisible()
  const isLoggedIn = useIsLoggedIn()
  const { count, total } = useCartSummary()

  if (!isVisible || count === 0 || isHiddenOn(pathname)) return null

  return (
    <>
      <div
        className={
          isLoggedIn ? styles.spacer : `${styles.spacer} ${styles.withBanner}`
        }
        aria-hidden="true"
      />
      <section className={styles.bar} aria-label="Your basket">
        {!isLoggedIn && (
          <p className={styles.banner}>{MESSAGES.loginForDiscounts}</p>
        )}
        <div className={styles.row}>
          <p className={styles.summary}>
            <span className={styles.count}>
              {count} {count === 1 ? 'item' : 'items'}
            </span>
            <span className={styles.price}>{formatMoney(total)}</span>
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
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </section>
    </>
  )
}
