import { menuItemsQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'
import type { FoodType } from '@food/shared/types'

/**
 * The items of one category (POST /menu/menu_item). Changing the category or
 * the food type shows that one's answer, asked for once and then kept.
 */
export function useMenuItems(categoryId: string, foodType: FoodType) {
  return useAppQuery(menuItemsQuery(categoryId, foodType))
}
