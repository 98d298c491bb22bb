/** One line of the server cart. */
export type CartItem = {
  cart_id: string
  qty: number
  /** Integer pence, computed by the server. */
  price: number
  menu_item_id?: string
  name?: string
  instructions?: string
}

export type CartDiscount = {
  amount: number
  percentage: number
  message: string
}

/** The server cart with the totals it computes (integer pence). */
export type ServerCart = {
  items: CartItem[]
  total_amount: number
  taxable_amount: number
  tax_amount: number
  discount: CartDiscount | null
  final_amount: number
}

export type GuestCartAddon = {
  addon_id: string
  addon_item_id: string
  addon_price: number
}

/** A cart line kept in local storage while the customer is a guest. */
export type GuestCartItem = {
  menu_item_id: string
  quantity: number
  instructions: string
  price: number
  addons: GuestCartAddon[]
}

/** Answer of POST /user/cart/get-delivery-fee. */
export type DeliveryFee = {
  /** Integer pence. */
  deliveryFee: number
  mile: number
}
