import type { BulkCartItem } from '@food/shared/api'
import type { GuestCartItem } from '@food/shared/types'

/**
 * The guest cart as POST /user/cart/add-bulk wants it: each line's add-on
 * items grouped under their add-on, in the order they were chosen. The
 * price is left out: the server prices every line itself.
 */
export function toBulkCartItems(cart: GuestCartItem[]): BulkCartItem[] {
  return cart.map((line) => {
    const groups = new Map<string, string[]>()
    for (const addon of line.addons) {
      const items = groups.get(addon.addon_id) ?? []
      items.push(addon.addon_item_id)
      groups.set(addon.addon_id, items)
    }
    return {
      menu_item_id: line.menu_item_id,
      quantity: line.quantity,
      instructions: line.instructions,
      addons: [...groups].map(([addon_id, addon_item_id]) => ({
        addon_id,
        addon_item_id,
      })),
    }
  })
}
