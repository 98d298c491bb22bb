import { queryOptions } from '@tanstack/react-query'
import { assetUrl } from '../blog/asset-url'
import type { FoodType, MenuItem } from '../types/menu'
import { MESSAGES } from '../types/messages'
import type { SearchBody, SearchReply, SearchResultView } from '../wire/menu'
import { apiRequest, getApiBase } from './client'

/** A search hit: a menu item and the category it is listed under. */
export type SearchResult = SearchResultView & Pick<MenuItem, 'imageUrl'>

/** What a search found; when nothing, perhaps a corrected search that finds something. */
export type MenuSearchResults = {
  results: SearchResult[]
  /** "pizza" for "pissa": shown as "Did you mean pizza?"; null when there is none. */
  suggestion: string | null
}

/**
 * POST /search: dishes whose name, description, category or add-ons have the words, typing
 * mistakes forgiven, across categories.
 */
export async function searchMenu(
  search: string,
  foodType: FoodType,
): Promise<MenuSearchResults> {
  const body = await apiRequest<SearchReply>({
    method: 'POST',
    url: '/search',
    data: { search, food_type: foodType } satisfies SearchBody,
    fallback: MESSAGES.searchFailed,
  })
  const items = Array.isArray(body.data) ? body.data : []
  return {
    results: items.map((item) => ({
      ...item,
      imageUrl: assetUrl(getApiBase(), item.image),
    })),
    suggestion:
      typeof body.suggestion === 'string' && body.suggestion !== ''
        ? body.suggestion
        : null,
  }
}

/** One search: a new text or veg filter is a new query, so a slow older answer never shows. */
export const menuSearchQuery = (search: string, foodType: FoodType) =>
  queryOptions({
    queryKey: ['search', search, foodType],
    queryFn: () => searchMenu(search, foodType),
  })
