import {
  type Handler,
  serveShop,
  type TestServer,
} from '@food/shared/testing/server'
import type { Allergen, MenuCategory, MenuItem } from '@food/shared/types'

const category = (
  id: string,
  name: string,
  status: 'active' | 'inactive',
  sortOrder: number,
): MenuCategory => ({
  id,
  _id: id,
  name,
  slug: name.toLowerCase(),
  status,
  sortOrder,
})

/** The first category is inactive: the default must skip it. */
export const CATEGORIES = [
  category('c0', 'Specials', 'inactive', 0),
  category('c1', 'Pizzas', 'active', 1),
  category('c2', 'Kebabs', 'active', 2),
  category('c3', 'Desserts', 'active', 3),
]

type ServerItem = Omit<MenuItem, 'imageUrl'>

const item = (
  id: string,
  categoryId: string,
  name: string,
  price: number,
  isVeg: boolean,
  allergens: Allergen[],
): ServerItem => ({
  id,
  _id: id,
  categoryId,
  name,
  description: `${name}, made to order.`,
  image: `/images/menu/${id}.svg`,
  price,
  isVeg,
  allergens,
  addonGroups: [],
  available: true,
  soldOut: false,
  photo: null,
})

export const ITEMS: ServerItem[] = [
  item('i1', 'c1', 'Margherita', 899, true, [
    'milk',
    'cereals containing gluten',
  ]),
  item('i2', 'c1', 'Pepperoni', 1099, false, ['milk']),
  item('i3', 'c2', 'Chicken Doner', 1250, false, []),
  item('i4', 'c2', 'Adana Kebab', 1350, false, ['sesame']),
]

type ItemsQuery = { id?: string; food_type?: string }

/** POST /menu/menu_item over ITEMS, honouring the category and food type. */
export const menuItemsHandler: Handler = (body) => {
  const { id, food_type } = (body ?? {}) as ItemsQuery
  const data = ITEMS.filter(
    (entry) => entry.categoryId === id && (food_type !== 'veg' || entry.isVeg),
  )
  return { body: { status: true, data } }
}

export const menusReply = (holiday: { message: string } | null = null) => ({
  body: { status: true, data: CATEGORIES, holiday },
})

/** The menu page's API: these categories and dishes, with the shop open. */
export function serveMenu(api: TestServer): void {
  api.on('GET /menus', () => menusReply())
  api.on('POST /menu/menu_item', menuItemsHandler)
  serveShop(api)
}

/** Names of the cards on screen, in order. */
export const cardNames = (headings: HTMLElement[]) =>
  headings.map((heading) => heading.textContent)
