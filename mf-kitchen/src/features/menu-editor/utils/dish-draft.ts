import { parsePounds, penceToPounds } from '@food/shared/format'
import {
  type Allergen,
  allergensInUkOrder,
  DISH_DESCRIPTION_MAX_LENGTH,
  DISH_PRICE_MAX_PENCE,
  DISH_PRICE_MIN_PENCE,
  type DishPayload,
  type EditableDish,
  type EditableMenu,
  VALIDATION_MESSAGES as M,
  MAX_GROUPS_PER_DISH,
  MENU_NAME_MAX_LENGTH,
  type Photo,
} from '@food/shared/types'

/** A dish as its form holds it: the price as typed, in pounds; the photo as uploaded. */
export type DishDraft = {
  categoryId: string
  name: string
  description: string
  price: string
  isVeg: boolean
  allergens: Allergen[]
  addonGroupIds: string[]
  photo: Photo | null
}

export type DishField = keyof DishDraft

const FIELDS: readonly string[] = [
  'categoryId',
  'name',
  'description',
  'price',
  'isVeg',
  'allergens',
  'addonGroupIds',
  'photo',
] satisfies DishField[]

/** The form of a dish (or of a new one in `categoryId`). */
export function dishDraftOf(
  dish: EditableDish | null,
  categoryId: string,
): DishDraft {
  if (!dish) {
    return {
      categoryId,
      name: '',
      description: '',
      price: '',
      isVeg: false,
      allergens: [],
      addonGroupIds: [],
      photo: null,
    }
  }
  return {
    categoryId: dish.categoryId,
    name: dish.name,
    description: dish.description,
    price: penceToPounds(dish.price),
    isVeg: dish.isVeg,
    allergens: [...dish.allergens],
    addonGroupIds: [...dish.addonGroupIds],
    // An API from before photos sends none.
    photo: dish.photo ?? null,
  }
}

/** The price's problem, if any: not pounds and pence, or out of range. */
function priceProblem(text: string): string | null {
  const pence = parsePounds(text)
  if (pence === null) return M.poundsFormat
  if (pence < DISH_PRICE_MIN_PENCE || pence > DISH_PRICE_MAX_PENCE)
    return M.dishPrice
  return null
}

/** The same limits as the API, checked before sending; the payload when all is well. */
export function checkDish(
  draft: DishDraft,
): { payload: DishPayload } | { fields: Partial<Record<DishField, string>> } {
  const name = draft.name.trim()
  const description = draft.description.trim()
  const fields: Partial<Record<DishField, string>> = {}
  if (name.length < 1 || name.length > MENU_NAME_MAX_LENGTH)
    fields.name = M.menuName
  if (description.length > DISH_DESCRIPTION_MAX_LENGTH)
    fields.description = M.dishDescription
  const price = priceProblem(draft.price)
  if (price) fields.price = price
  if (draft.addonGroupIds.length > MAX_GROUPS_PER_DISH)
    fields.addonGroupIds = M.tooManyGroups
  if (Object.keys(fields).length > 0) return { fields }
  return {
    payload: {
      categoryId: draft.categoryId,
      name,
      description,
      price: parsePounds(draft.price) ?? 0,
      isVeg: draft.isVeg,
      // In the law's order, as the menu lists them.
      allergens: allergensInUkOrder(draft.allergens),
      addonGroupIds: draft.addonGroupIds,
      photoId: draft.photo?.id ?? null,
    },
  }
}

// The fields that show a refusal (the checkbox's true or false cannot be refused).
const REFUSABLE = FIELDS.filter((field) => field !== 'isVeg')

/** The dish form's field for an API path ("allergens.0" is the allergens, "photoId" the photo). */
export function dishFieldOf([path]: string[]): DishField | null {
  const field = path === 'photoId' ? 'photo' : path
  return field && REFUSABLE.includes(field) ? (field as DishField) : null
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item))

/** The fields where the stored dish now differs from what is typed (after a Reload). */
export function differingFields(
  draft: DishDraft,
  stored: EditableDish,
): DishField[] {
  const saved = dishDraftOf(stored, stored.categoryId)
  return (FIELDS as DishField[]).filter((field) => {
    const typed = draft[field]
    const now = saved[field]
    if (Array.isArray(typed) && Array.isArray(now)) return !sameList(typed, now)
    if (field === 'photo') return draft.photo?.id !== saved.photo?.id
    if (field === 'price') return parsePounds(draft.price) !== stored.price
    if (typeof typed === 'string' && typeof now === 'string')
      return typed.trim() !== now
    return typed !== now
  })
}

/** How each field is named to the owner (the note after a Reload). */
export const DISH_FIELD_LABELS: Record<DishField, string> = {
  categoryId: 'Category',
  name: 'Name',
  description: 'Description',
  price: 'Price',
  isVeg: 'Vegetarian',
  allergens: 'Allergens',
  addonGroupIds: 'Add-on groups',
  photo: 'Photo',
}

/** What every section of the dish form is given. */
export type DishSectionProps = {
  idPrefix: string
  draft: DishDraft
  /** Refusals by DishField. */
  errors: Record<string, string>
  menu: EditableMenu
  onChange: (next: Partial<DishDraft>) => void
}

/** A dish of the menu by id, wherever it is now. */
export function findDish(menu: EditableMenu, id: string) {
  for (const category of menu.categories) {
    const dish = category.dishes.find((d) => d.id === id)
    if (dish) return dish
  }
  return null
}
