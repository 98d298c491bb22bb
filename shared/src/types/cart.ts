/** An add-on chosen on a server cart line. */
type CartLineAddon = {
  /** The add-on group. */
  addon_id: string
  addon_name: string
  addon_item_id: string
  name: string
  /** Integer pence. */
  price: number
}

/** One line of the server cart, priced by the server (integer pence, VAT included). */
export type CartItem = {
  cart_id: string
  menu_item_id: string
  name: string
  image: string | null
  qty: number
  /** Unit price: the dish plus its add-ons. */
  price: number
  base_price: number
  addons: CartLineAddon[]
  instructions: string
  line_total: number
  /** False once the dish is off the menu; an order refuses it. */
  available: boolean
}

type CartDiscount = {
  amount: number
  percentage: number
  message: string
}

/** Answer of GET /user/cart/get: the lines (`data`) and the totals the server computes. */
export type ServerCart = {
  data: CartItem[]
  total_amount: number
  taxable_amount: number
  tax_amount: number
  discount: CartDiscount | null
  final_amount: number
  item_count: number
}

export type GuestCartAddon = {
  addon_id: string
  addon_item_id: string
  addon_price: number
  /** Shown at checkout without a menu call; older saved carts may lack it. */
  addon_name?: string
}

/** A cart line kept in local storage while the customer is a guest. */
export type GuestCartItem = {
  menu_item_id: string
  quantity: number
  instructions: string
  price: number
  addons: GuestCartAddon[]
  /** Shown at checkout without a menu call; older saved carts may lack it. */
  name?: string
}

/** Answer of POST /user/cart/get-delivery-fee. */
export type DeliveryFee = {
  /** Integer pence. */
  deliveryFee: number
  mile: number
}
