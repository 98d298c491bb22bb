import type { MenuItem } from '@food/shared/types'

/** What the customer narrowed the menu to: vegetarian only, without some allergens. */
export type DishFilter = {
  isVegOnly: boolean
  avoided: readonly string[]
}

/** The avoided allergens a dish or add-on contains, in the customer's order. */
export const avoidedIn = (
  allergens: readonly string[],
  avoided: readonly string[],
) => avoided.filter((allergen) => allergens.includes(allergen))

/** Whether a dish stays on the menu under the customer's filter. */
export const isShown = (item: MenuItem, filter: DishFilter) =>
  (!filter.isVegOnly || item.isVeg) &&
  avoidedIn(item.allergens, filter.avoided).length === 0
