import type { MenuCategory, MenuHoliday, MenuItemView } from '../wire/menu'

/** The menu's categories and add-ons: the wire contract's (@food/shared/wire). */
export type { AddonGroup, MenuCategory, MenuHoliday } from '../wire/menu'

/** Answer of GET /menus. */
export type MenuList = {
  categories: MenuCategory[]
  holiday: MenuHoliday | null
}

/** Payload value of POST /menu/menu_item and /search. */
export type { FoodType } from '../wire/menu'

/** A dish as the API sends it (@food/shared/wire), with its image resolved in the browser. */
export type MenuItem = MenuItemView & {
  /** `image` resolved against the API root (null when there is none). */
  imageUrl: string | null
}
