import type { GuestCartItem } from '@food/shared/types'

/** One guest line in pence: (item price + its add-ons) × quantity. */
export function guestLineTotal(item: GuestCartItem): number {
  const addons = item.addons.reduce((sum, addon) => sum + addon.addon_price, 0)
  return (item.price + addons) * item.quantity
}

/**
 * The guest cart's total in pence, for display only: the server computes
 * what is charged from its own prices.
 */
export function guestCartTotal(items: GuestCartItem[]): number {
  return items.reduce((sum, item) => sum + guestLineTotal(item), 0)
}

/** How many items a guest cart holds (quantities summed). */
export function guestCartCount(items: GuestCartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}
