import type { Allergen } from './allergens'
import type { MenuCategory } from './menu'
import type { Photo } from './photo'

/** Limits of the owner's menu editor; the API enforces them, the editor's fields mirror them. */
export const MENU_NAME_MAX_LENGTH = 60
export const DISH_DESCRIPTION_MAX_LENGTH = 300
/** A dish costs £0.01 to £500.00 (pence). */
export const DISH_PRICE_MIN_PENCE = 1
export const DISH_PRICE_MAX_PENCE = 50_000
/** An add-on option may be free, and costs at most £50.00. */
export const OPTION_PRICE_MAX_PENCE = 5_000
export const MAX_OPTIONS_PER_GROUP = 30
export const MAX_GROUPS_PER_DISH = 8

/** A dish as the owner edits it: retired dishes included, with the version a save names. */
export type EditableDish = {
  id: string
  categoryId: string
  name: string
  description: string
  /** Integer pence, VAT included. */
  price: number
  isVeg: boolean
  allergens: Allergen[]
  addonGroupIds: string[]
  photo: Photo | null
  soldOut: boolean
  /** Off the menu for good (orders and baskets still name it); it can be brought back. */
  retired: boolean
  version: number
}

export type EditableCategory = Pick<
  MenuCategory,
  'id' | 'name' | 'slug' | 'sortOrder'
> & {
  status: 'active' | 'inactive'
  version: number
  dishes: EditableDish[]
}

type EditableAddonOption = {
  id: string
  name: string
  price: number
  soldOut: boolean
  /** Which of the 14 UK allergens the option contains; customers who avoid one are told. */
  allergens: Allergen[]
}

/**
 * Options a customer picks for a dish, shared by every dish that names the group.
 * min 0 max 1: pick one if you like; min 1 max 1: pick one; min 0 max N: up to N.
 */
export type EditableAddonGroup = {
  id: string
  name: string
  min: number
  max: number
  options: EditableAddonOption[]
  /** How many dishes (retired ones included) name this group. */
  usedBy: number
  version: number
}

/** GET /staff/catalogue: the whole menu as the owner edits it. */
export type EditableMenu = {
  categories: EditableCategory[]
  addonGroups: EditableAddonGroup[]
}

/** The fields of a dish the owner sends; `version` on a save. */
export type DishPayload = Omit<
  EditableDish,
  'id' | 'soldOut' | 'retired' | 'version' | 'photo'
> & {
  /** An uploaded photo's id (POST /staff/photos), or null for none. */
  photoId: string | null
}

export type AddonGroupPayload = {
  name: string
  min: number
  max: number
  /**
   * An option without an id is new; a stored option left out is retired. An option sent
   * without `allergens` keeps the ones stored (a new one has none), so a client that does
   * not know the field cannot clear them.
   */
  options: {
    id?: string
    name: string
    price: number
    allergens?: Allergen[]
  }[]
}
