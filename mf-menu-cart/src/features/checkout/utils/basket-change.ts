import { formatMoney } from '@food/shared/format'
import type { CartView } from '../../../lib/cart-view'

/** The last change the customer made to a basket line. */
export type BasketChange =
  | { type: 'quantity'; key: string; name: string; quantity: number }
  | { type: 'remove'; key: string; name: string }

/**
 * What a screen reader hears after a basket change, read from the basket it led to: a change
 * the server refused is not announced (its error popup says what went wrong).
 */
export function describeChange(
  change: BasketChange | null,
  cart: CartView | null,
): string {
  if (!change || !cart) return ''
  const total =
    cart.lines.length === 0
      ? 'Your basket is empty.'
      : `Basket total ${formatMoney(cart.final)}.`
  if (change.type === 'remove') {
    // Guest lines are keyed by position, so a guest removal is judged done; it cannot fail.
    const isGone =
      cart.kind === 'guest' ||
      !cart.lines.some((line) => line.key === change.key)
    return isGone ? `${change.name} removed. ${total}` : ''
  }
  const line = cart.lines.find((candidate) => candidate.key === change.key)
  return line?.quantity === change.quantity
    ? `${change.name}: quantity ${change.quantity}. ${total}`
    : ''
}
