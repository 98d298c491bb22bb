import { menuSearchQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'
import type { FoodType } from '@food/shared/types'

/**
 * POST /search for the text and the veg filter. Each text is its own query, so a slow reply
 * for "ke" never replaces the one for "kebab". While asking (a Retry too) there is no error.
 */
export function useMenuSearch(text: string, foodType: FoodType) {
  const { data, error, isFetching, refetch } = useAppQuery(
    menuSearchQuery(text, foodType),
  )
  const failed = !data && !isFetching ? error : null
  return {
    answer: data ?? null,
    isLoading: !data && !failed,
    error: failed,
    retry: () => void refetch(),
  }
}
