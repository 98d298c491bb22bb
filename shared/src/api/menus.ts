import { queryOptions } from '@tanstack/react-query'
import { assetUrl } from '../blog/asset-url'
import type { FoodType, MenuItem, MenuList } from '../types/menu'
import { MESSAGES } from '../types/messages'
import type {
  CategoriesReply,
  MenuItemsBody,
  MenuItemsReply,
} from '../wire/menu'
import { apiRequest, getApiBase } from './client'

/** GET /menus: the categories and a holiday notice when the shop is off. */
export async function getMenus(): Promise<MenuList> {
  const body = await apiRequest<CategoriesReply>({
    method: 'GET',
    url: '/menus',
    fallback: MESSAGES.fetchMenuFailed,
  })
  return {
    categories: Array.isArray(body.data) ? body.data : [],
    holiday: body.holiday ?? null,
  }
}

/** POST /menu/menu_item: a category's items, images resolved against the API root. */
export async function getMenuItems(
  id: string,
  foodType: FoodType,
): Promise<MenuItem[]> {
  const body = await apiRequest<MenuItemsReply>({
    method: 'POST',
    url: '/menu/menu_item',
    data: { id, food_type: foodType } satisfies MenuItemsBody,
    fallback: MESSAGES.fetchMenuFailed,
  })
  const items = Array.isArray(body.data) ? body.data : []
  return items.map((item) => ({
    ...item,
    imageUrl: assetUrl(getApiBase(), item.image),
  }))
}

/** The menu's categories and holiday notice. */
export const menuQuery = () =>
  queryOptions({ queryKey: ['menu', 'categories'], queryFn: getMenus })

/** One category's items, all or vegetarian only. */
export const menuItemsQuery = (id: string, foodType: FoodType) =>
  queryOptions({
    queryKey: ['menu', 'items', id, foodType],
    queryFn: () => getMenuItems(id, foodType),
  })

/** The categories the home page lists, in order; the first is marked first (SPEC section 4). */
export function activeCategories(menu: MenuList) {
  return menu.categories.filter(({ status }) => status === 'active')
}
