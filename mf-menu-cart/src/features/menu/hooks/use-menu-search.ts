import { type MenuSearchResults, searchMenu } from '@food/shared/api'
import type { FoodType } from '@food/shared/types'
import { useCallback } from 'react'
import { type AsyncResult, useAsync } from '../../../lib/use-async'

/**
 * POST /search for the text and the veg filter. A newer search makes older answers stale, so
 * a slow reply for "ke" never replaces the one for "kebab".
 */
export function useMenuSearch(
  text: string,
  foodType: FoodType,
): AsyncResult<MenuSearchResults> {
  const load = useCallback(() => searchMenu(text, foodType), [text, foodType])
  return useAsync(load)
}
