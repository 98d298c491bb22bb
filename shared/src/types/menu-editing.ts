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

/** What the owner's editor sends: the wire contract's bodies, as typed before parsing. */
export type {
  AddonGroupChange,
  AddonGroupPayload,
  CategoryChange,
  DishChange,
  DishPayload,
} from '../wire/menu-editing-bodies'
