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
  /** The chosen options no longer offered with the dish, by name. */
  unavailable_options: string[]
  addons: {
    addon_id: string
    addon_name: string
    addon_item_id: string
    name: string
    price: number
  }[]
}

/** A basket line as stored: the menu prices it on every read (cart-menu.ts). */
export type CartLineRow = {
  cart_id: string
  menu_item_id: string
  quantity: number
  instructions: string
  addon_item_ids: string[]
}

/** An add-on option, retired ones included: a basket may still name one. */
export type CartMenuOption = {
  id: string
  name: string
  price: number
  groupId: string
  groupName: string
  /** Its place in its group. */
  sort: number
  soldOut: boolean
  retired: boolean
}

/** One of a dish's add-on groups, with the options it offers now. */
export type CartMenuGroup = {
  id: string
  name: string
  min: number
  max: number
  options: CartMenuOption[]
}

/** A dish as the basket checks and prices it. */
export type CartMenuItem = {
  id: string
  name: string
  image: string | null
  /** Pence, before add-ons. */
  price: number
  /** Offered: not switched off, not retired, its category active. */
  available: boolean
  sold_out: boolean
  groups: CartMenuGroup[]
}

/** What the basket reads of the menu: dishes by id, options by id. */
export type CartMenu = {
  items: Map<string, CartMenuItem>
  options: Map<string, CartMenuOption>
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

/** A line of a past order as Order again reads it (the order keeps names, not groups). */
export type PastOrderLine = {
  menu_item_id: string
  /** The dish's name when it was ordered: what to call it if it is gone. */
  name: string
  quantity: number
  instructions: string
  addons: { addon_item_id: string; name: string }[]
}
