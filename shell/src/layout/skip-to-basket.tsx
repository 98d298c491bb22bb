import { useCartBarVisible } from '@food/shared/query'
import { isCartBarRoute } from '@food/shared/store'
import type { MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'

// The cart bar's id (mf-menu-cart's features/cart): a DOM id is the one thing the shell may
// know of another team's markup, and only to move the focus there.
const BASKET_BAR_ID = 'basket-bar'

/**
 * "Skip to basket": the second stop of the page for a keyboard user while the cart bar shows.
 * It moves the focus into the bar, whose first stop is View Cart, without touching the URL.
 */
export function SkipToBasket({ className }: { className?: string }) {
  const isOpen = useCartBarVisible()
  const isShownHere = isCartBarRoute(useLocation().pathname)
  if (!isOpen || !isShownHere) return null

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const bar = document.getElementById(BASKET_BAR_ID)
    if (!bar) return
    event.preventDefault()
    bar.focus()
  }
  return (
    <a className={className} href={`#${BASKET_BAR_ID}`} onClick={handleClick}>
      Skip to basket
    </a>
  )
}
