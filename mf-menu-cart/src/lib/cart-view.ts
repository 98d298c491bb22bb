import type { GuestCartItem, ServerCart } from '@food/shared/types'

/** One basket line as the bar and the checkout show it, whoever keeps the basket. */
export type CartLineView = {
  /** The server's cart_id, or the guest line's position (guest lines have no id). */
  key: string
  menuItemId: string
  name: string
  quantity: number
  /** Pence: the dish and its add-ons. */
  unitPrice: number
  lineTotal: number
  addonNames: string[]
  instructions: string
  /** False once the dish is off the menu (server basket only). */
  available: boolean
  /** The chosen options no longer offered, by name: why a line of a listed dish is unavailable. */
  unavailableOptions: string[]
}

/** The basket and its totals (pence). The server prices a customer's; a guest's is a preview. */
export type CartView = {
  kind: 'guest' | 'server'
  lines: CartLineView[]
  count: number
  /** Before any discount. */
  total: number
  discount: { amount: number; percentage: number; message: string } | null
  /** What the customer pays for the food (before a delivery fee). */
  final: number
  /** VAT contained in `final`; null for a guest (the server has not priced it). */
  tax: number | null
}

export function guestCartView(items: GuestCartItem[]): CartView {
  const lines = items.map((item, index): CartLineView => {
    const unitPrice =
      item.price +
      item.addons.reduce((sum, addon) => sum + addon.addon_price, 0)
    return {
      key: String(index),
      menuItemId: item.menu_item_id,
      name: item.name ?? 'Item',
      quantity: item.quantity,
      unitPrice,
      lineTotal: unitPrice * item.quantity,
      addonNames: item.addons.flatMap((addon) =>
        addon.addon_name ? [addon.addon_name] : [],
      ),
      instructions: item.instructions,
      available: true,
      unavailableOptions: [],
    }
  })
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0)
  return {
    kind: 'guest',
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    total,
    discount: null,
    final: total,
    tax: null,
  }
}

export function serverCartView(cart: ServerCart): CartView {
  const discount =
    cart.discount && cart.discount.amount > 0 ? cart.discount : null
  return {
    kind: 'server',
    lines: cart.data.map((line) => ({
      key: line.cart_id,
      menuItemId: line.menu_item_id,
      name: line.name,
      quantity: line.qty,
      unitPrice: line.price,
      lineTotal: line.line_total,
      addonNames: line.addons.map((addon) => addon.name),
      instructions: line.instructions,
      available: line.available,
      unavailableOptions: line.unavailable_options,
    })),
    count: cart.item_count,
    total: cart.total_amount,
    discount,
    final: cart.final_amount,
    tax: cart.tax_amount,
  }
}
