import { CART_BAR_HIDDEN_ROUTES } from '../types/constants'
import type { AppState } from './app-state'

/**
 * A short text that changes whenever the basket does (a line, a quantity, an add-on, a note):
 * closing the cart bar remembers it, and the bar comes back once it differs.
 */
export function basketFingerprint(
  state: Pick<AppState, 'token' | 'guestCart' | 'serverCart'>,
): string {
  const lines = state.token
    ? (state.serverCart?.data ?? []).map((line) => [
        line.cart_id,
        line.qty,
        line.instructions,
        line.addons.map((addon) => addon.addon_item_id),
      ])
    : state.guestCart
  return hash(JSON.stringify(lines))
}

// djb2: only equality matters, and a short value keeps local storage small.
function hash(text: string): string {
  let value = 5381
  for (let at = 0; at < text.length; at += 1) {
    value = Math.imul(value, 33) ^ text.charCodeAt(at)
  }
  return (value >>> 0).toString(36)
}

/** Items in the basket: the server cart when logged in, else the guest cart. */
export function basketCount(
  state: Pick<AppState, 'token' | 'guestCart' | 'serverCart'>,
): number {
  return state.token
    ? (state.serverCart?.data ?? []).reduce((sum, item) => sum + item.qty, 0)
    : state.guestCart.reduce((sum, item) => sum + item.quantity, 0)
}

/** The cart bar is open while the basket has items and was not closed on this very basket. */
export function isCartBarOpen(state: AppState): boolean {
  return (
    basketCount(state) > 0 &&
    state.cartBarClosedFor !== basketFingerprint(state)
  )
}

/** Whether a route leaves room for the cart bar (checkout and /orders show the basket themselves). */
export function isCartBarRoute(pathname: string): boolean {
  return !CART_BAR_HIDDEN_ROUTES.some(
    (route) => pathname === route || pathname.startsWith(`${route}/`),
  )
}
