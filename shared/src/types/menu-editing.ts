import type { EditableDish } from '../wire/menu-editing'
import type { Allergen } from './allergens'

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

/** The owner's editable menu: the wire contract's (@food/shared/wire). */
export type {
  EditableAddonGroup,
  EditableCategory,
  EditableDish,
  EditableMenu,
} from '../wire/menu-editing'

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
