/** The server's basket: the wire contract's (cartView of @food/shared/wire). */
export type { CartItem, ServerCart } from '../wire/cart'

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

/** Answer of POST /user/cart/get-delivery-fee: the wire contract's (@food/shared/wire). */
export type { DeliveryFee } from '../wire/delivery'
