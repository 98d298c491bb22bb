import { CART_BAR_HIDDEN_ROUTES } from '../types/constants'

/** Whether a route leaves room for the cart bar (checkout and /orders show the basket themselves). */
export function isCartBarRoute(pathname: string): boolean {
  return !CART_BAR_HIDDEN_ROUTES.some(
    (route) => pathname === route || pathname.startsWith(`${route}/`),
  )
}
