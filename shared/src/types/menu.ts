import type { Photo } from './photo'

export type MenuCategory = {
  id: string
  _id: string
  name: string
  slug: string
  status: string
  sortOrder: number
}

export type MenuHoliday = { message: string }

/** Answer of GET /menus. */
export type MenuList = {
  categories: MenuCategory[]
  holiday: MenuHoliday | null
}

type AddonItem = {
  id: string
  name: string
  price: number
  /** Sold out tonight: shown, but it cannot be chosen. */
  soldOut?: boolean
  /** Which of the 14 UK allergens the add-on contains (none listed when absent). */
  allergens?: string[]
}

export type AddonGroup = {
  id: string
  name: string
  min: number
  max: number
  items: AddonItem[]
}

/** Payload value of POST /menu/menu_item and /search. */
export type FoodType = 'all' | 'veg'

export type MenuItem = {
  id: string
  _id: string
  categoryId: string
  name: string
  description: string
  /** Path relative to the API root, as the server sends it. */
  image: string
  /** `image` resolved against the API root (null when there is none). */
  imageUrl: string | null
  /** The owner's photo of the dish (responsive variants); shown instead of `image` when set. */
  photo: Photo | null
  /** Integer pence, VAT included. */
  price: number
  isVeg: boolean
  allergens: string[]
  addonGroups: AddonGroup[]
  available: boolean
  /** Sold out tonight: shown, but it cannot be added to a basket. */
  soldOut?: boolean
}
