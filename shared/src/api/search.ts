import { assetUrl } from '../blog/asset-url'
import type { FoodType, MenuItem } from '../types/menu'
import { MESSAGES } from '../types/messages'
import { apiRequest, getApiBase } from './client'

/** A search hit: a menu item and the category it is listed under. */
export type SearchResult = MenuItem & { categoryName: string }

type SearchReply = {
  status: true
  data: Omit<SearchResult, 'imageUrl'>[]
}

/** POST /search: dishes whose name or description contains the text, across categories. */
export async function searchMenu(
  search: string,
  foodType: FoodType,
): Promise<SearchResult[]> {
  const body = await apiRequest<SearchReply>({
    method: 'POST',
    url: '/search',
    data: { search, food_type: foodType },
    fallback: MESSAGES.searchFailed,
  })
  const items = Array.isArray(body.data) ? body.data : []
  return items.map((item) => ({
    ...item,
    imageUrl: assetUrl(getApiBase(), item.image),
  }))
}
