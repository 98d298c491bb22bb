import { getMenuItems } from '@food/shared/api'
import type { FoodType, MenuItem } from '@food/shared/types'
import { useCallback } from 'react'
import { type AsyncResult, useAsync } from '../../../lib/use-async'

/**
 * The items of one category (POST /menu/menu_item). Changing the category or
 * the food type starts a new request; the previous answer is dropped.
 */
export function useMenuItems(
  categoryId: string,
  foodType: FoodType,
): AsyncResult<MenuItem[]> {
  const load = useCallback(
    () => getMenuItems(categoryId, foodType),
    [categoryId, foodType],
  )
  return useAsync(load)
}
