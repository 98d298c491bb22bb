import { useCartCount, useShopStatus } from '@food/shared/query'
import { showPopup } from '@food/shared/store'
import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query'
import styles from './cart-link.module.css'
import { EmptyBasketNote } from './empty-basket-note'

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
 * on desktop, the shop is open (SPEC section 2); otherwise it says why not:
 * an empty basket with a quiet note beside the icon, a closed shop with a popup.
 * An empty basket shows no "0" badge.
 */
export function CartLink() {
  const count = useCartCount()
  const status = useShopStatus()
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const [isNoteOpen, setIsNoteOpen] = useState(false)
  const closeNote = useCallback(() => setIsNoteOpen(false), [])
  const isClosedOnDesktop = isDesktop && status?.isOpen === false
  const label = `Basket, ${count} ${count === 1 ? 'item' : 'items'}`
  const content = (
    <>
      <BasketIcon />
      {count > 0 && (
        <span className={styles.count} data-testid="cart-count">
          {count}
        </span>
      )}
    </>
  )

  const note = (
    <EmptyBasketNote isOpen={isNoteOpen && count === 0} onClose={closeNote} />
  )

  if (count > 0 && !isClosedOnDesktop) {
    return (
      <div className={styles.wrapper}>
        <Link to="/checkout" className={styles.cart} aria-label={label}>
          {content}
        </Link>
        {note}
      </div>
    )
  }

  const handleClick = () => {
    if (count === 0) {
      setIsNoteOpen(true)
      return
    }
    showPopup({
      type: 'error',
      title: "We're closed",
      message: status?.message ?? 'Please come back when we are open.',
    })
  }
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.cart}
        aria-label={label}
        onClick={handleClick}
      >
        {content}
      </button>
      {note}
    </div>
  )
}
