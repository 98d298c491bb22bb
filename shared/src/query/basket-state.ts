import type { GuestCartItem, ServerCart } from '../types/cart'

/**
 * The basket shown: the customer's as the server last gave it (undefined until fetched) when
 * a token is held, else the guest's.
 */
export type BasketState = {
  token: string | null
  guestCart: GuestCartItem[]
  basket: ServerCart | undefined
}

/**
 * A short text that changes whenever the basket does (a line, a quantity, an add-on, a note):
 * closing the cart bar remembers it, and the bar comes back once it differs.
 */
export function basketFingerprint(state: BasketState): string {
  const lines = state.token
    ? (state.basket?.data ?? []).map((line) => [
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

/** Items in the basket: the customer's when logged in, else the guest's. */
export function basketCount(state: BasketState): number {
  return state.token
    ? (state.basket?.data ?? []).reduce((sum, item) => sum + item.qty, 0)
    : state.guestCart.reduce((sum, item) => sum + item.quantity, 0)
}
