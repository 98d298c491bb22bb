import { useShopStatus } from '@food/shared/query'
import { showPopup, useCartCount } from '@food/shared/store'
import { Link } from 'react-router-dom'
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query'
import styles from './cart-link.module.css'

function BasketIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.4" fill="currentColor" />
      <circle cx="17" cy="20" r="1.4" fill="currentColor" />
    </svg>
  )
}

/**
 * The basket icon: it leads to checkout only when the basket has items and,
 * on desktop, the shop is open (SPEC section 2); otherwise it says why not.
 */
export function CartLink() {
  const count = useCartCount()
  const status = useShopStatus()
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const isClosedOnDesktop = isDesktop && status?.isOpen === false
  const label = `Basket, ${count} ${count === 1 ? 'item' : 'items'}`
  const content = (
    <>
      <BasketIcon />
      <span className={styles.count} data-testid="cart-count">
        {count}
      </span>
    </>
  )

  if (count > 0 && !isClosedOnDesktop) {
    return (
      <Link to="/checkout" className={styles.cart} aria-label={label}>
        {content}
      </Link>
    )
  }

  const handleClick = () =>
    showPopup(
      count === 0
        ? {
            type: 'error',
            title: 'Your basket is empty',
            message: 'Add something from the menu first.',
          }
        : {
            type: 'error',
            title: "We're closed",
            message: status?.message ?? 'Please come back when we are open.',
          },
    )
  return (
    <button
      type="button"
      className={styles.cart}
      aria-label={label}
      onClick={handleClick}
    >
      {content}
    </button>
  )
}
