/** A basket line as stored, joined with today's menu. */
export type StoredCartLine = {
  cart_id: string
  menu_item_id: string
  name: string
  image: string | null
  base_price: number
  quantity: number
  instructions: string
  available: boolean
  addons: {
    addon_id: string
    addon_name: string
    addon_item_id: string
    name: string
    price: number
  }[]
}

/** A dish as the cart checks a request against it. */
export type MenuItemForCart = {
  id: string
  name: string
  available: boolean
  sold_out: boolean
  groups: {
    id: string
    name: string
    min: number
    max: number
    itemIds: string[]
    /** Options of the group sold out tonight: id → name. */
    soldOut: Record<string, string>
  }[]
}

/** A request line that passed every menu rule, ready to store. */
export type NewCartLine = {
  menuItemId: string
  name: string
  quantity: number
  instructions: string
  /** Sorted and without repeats, so equal choices compare equal. */
  addonItemIds: string[]
}
