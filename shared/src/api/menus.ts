import { assetUrl } from '../blog/asset-url'
import { ERROR_CODES } from '../types/error-codes'
import type { FoodType, MenuItem, MenuList } from '../types/menu'
import { MESSAGES } from '../types/messages'
import { isApiError } from './api-error'
import { apiRequest, getApiBase } from './client'

type MenusReply = {
  status: true
  data: MenuList['categories']
  holiday: MenuList['holiday']
}
type MenuItemsReply = { status: true; data: Omit<MenuItem, 'imageUrl'>[] }

/** How long a prefetched answer waits to be picked up before it is dropped. */
const PREFETCH_TTL_MS = 30_000

const prefetched = new Map<string, { answer: Promise<unknown>; at: number }>()

const itemsKey = (id: string, foodType: FoodType) => `items:${id}:${foodType}`

/**
 * The prefetched answer for `key`, once: the next request for it goes to the
 * API again. A prefetch that failed (refused, a dropped connection) is asked
 * again by the caller's own request, except one that timed out: the customer
 * has waited a whole time-out already and gets the message now, not after a
 * second one.
 */
function takePrefetched<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = prefetched.get(key)
  prefetched.delete(key)
  if (!entry || Date.now() - entry.at > PREFETCH_TTL_MS) return load()
  return (entry.answer as Promise<T>).catch((error: unknown) => {
    if (isApiError(error) && error.code === ERROR_CODES.TIMEOUT) throw error
    return load()
  })
}

function keep(key: string, answer: Promise<unknown>) {
  answer.catch(() => {}) // a failure is seen by whoever takes it, if anyone
  prefetched.set(key, { answer, at: Date.now() })
}

/**
 * Starts the requests the menu page makes first (the categories, then the
 * first active category's items, all food types) before the menu's code has
 * arrived; the menu page's getMenus and getMenuItems pick the answers up.
 */
export function prefetchMenu(): void {
  const menus = fetchMenus()
  keep('menus', menus)
  menus.then(
    ({ categories }) => {
      const first = categories.find(({ status }) => status === 'active')
      if (first)
        keep(itemsKey(first.id, 'all'), fetchMenuItems(first.id, 'all'))
    },
    () => {},
  )
}

/** GET /menus: the categories and a holiday notice when the shop is off. */
export function getMenus(): Promise<MenuList> {
  return takePrefetched('menus', fetchMenus)
}

/** POST /menu/menu_item: a category's items, images resolved against the API root. */
export function getMenuItems(
  id: string,
  foodType: FoodType,
): Promise<MenuItem[]> {
  return takePrefetched(itemsKey(id, foodType), () =>
    fetchMenuItems(id, foodType),
  )
}

async function fetchMenus(): Promise<MenuList> {
  const body = await apiRequest<MenusReply>({
    method: 'GET',
    url: '/menus',
    fallback: MESSAGES.fetchMenuFailed,
  })
  return {
    categories: Array.isArray(body.data) ? body.data : [],
    holiday: body.holiday ?? null,
  }
}

async function fetchMenuItems(
  id: string,
  foodType: FoodType,
): Promise<MenuItem[]> {
  const body = await apiRequest<MenuItemsReply>({
    method: 'POST',
    url: '/menu/menu_item',
    data: { id, food_type: foodType },
    fallback: MESSAGES.fetchMenuFailed,
  })
  const items = Array.isArray(body.data) ? body.data : []
  return items.map((item) => ({
    ...item,
    imageUrl: assetUrl(getApiBase(), item.image),
  }))
}
