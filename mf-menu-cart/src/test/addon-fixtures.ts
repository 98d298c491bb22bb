import type { Handler } from '@food/shared/testing/server'
import type { AddonGroup, MenuCategory, MenuItem } from '@food/shared/types'

type Addon = AddonGroup['items'][number]

/** An add-on on sale, without allergens unless `more` says otherwise. */
const addon = (
  id: string,
  name: string,
  price: number,
  more: Partial<Addon> = {},
): Addon => ({ id, name, price, soldOut: false, allergens: [], ...more })

/** A group of `size` add-ons `<id>-1`, `<id>-2`… at 10p, 20p… */
export const addonGroup = (
  id: string,
  name: string,
  min: number,
  max: number,
  size = 4,
): AddonGroup => ({
  id,
  name,
  min,
  max,
  items: Array.from({ length: size }, (_, index) =>
    addon(`${id}-${index + 1}`, `${name} ${index + 1}`, (index + 1) * 10),
  ),
})

const dish = (
  id: string,
  name: string,
  price: number,
  addonGroups: AddonGroup[] = [],
  available = true,
): MenuItem => ({
  id,
  _id: id,
  categoryId: 'c2',
  name,
  description: `${name}, grilled over charcoal.`,
  image: null,
  imageUrl: null,
  photo: null,
  price,
  isVeg: false,
  allergens: [],
  addonGroups,
  available,
  soldOut: false,
})

/** £13.50: a required size, 1 to 2 sauces (one free) and up to 2 extras. */
export const kebabWithAddons = dish('i4', 'Adana Kebab', 1350, [
  {
    id: 'size',
    name: 'Size',
    min: 1,
    max: 1,
    items: [
      addon('size-regular', 'Regular', 0),
      addon('size-large', 'Large', 200),
    ],
  },
  {
    id: 'sauce',
    name: 'Sauces',
    min: 1,
    max: 2,
    items: [
      addon('sauce-garlic', 'Garlic mayo', 50),
      addon('sauce-chilli', 'Chilli', 0),
      addon('sauce-bbq', 'BBQ', 50, { soldOut: true }),
    ],
  },
  {
    id: 'extras',
    name: 'Extras',
    min: 0,
    max: 2,
    items: [
      addon('extra-cheese', 'Cheese', 100),
      addon('extra-jalapenos', 'Jalapeños', 60),
      addon('extra-halloumi', 'Halloumi', 150),
    ],
  },
])

/** £12.50 and nothing to choose: one tap adds it. */
const plainDish = dish('i3', 'Chicken Doner', 1250)

/** £11.00 with one optional pick (radios with "None"); the dish and Ayran have milk. */
const optionalDish: MenuItem = {
  ...dish('i7', 'Doner Box', 1100, [
    {
      id: 'drink',
      name: 'Add a drink',
      min: 0,
      max: 1,
      items: [
        addon('drink-coke', 'Coke', 120),
        addon('drink-ayran', 'Ayran', 150, { allergens: ['milk'] }),
      ],
    },
  ]),
  allergens: ['milk', 'sesame'],
}

const unavailableDish = dish('i5', 'Lahmacun', 900, [], false)

/** Sold out tonight, with an option of its own sold out too. */
const soldOutDish: MenuItem = {
  ...dish('i6', 'Iskender', 1450, [
    {
      id: 'bread',
      name: 'Bread',
      min: 0,
      max: 1,
      items: [addon('bread-pide', 'Pide', 0, { soldOut: true })],
    },
  ]),
  soldOut: true,
}

export const KEBABS: MenuCategory = {
  id: 'c2',
  _id: 'c2',
  name: 'Kebabs',
  slug: 'kebabs',
  status: 'active',
  sortOrder: 2,
}

/** POST /menu/menu_item: the dishes above, whatever the category. */
export const kebabItemsHandler: Handler = () => ({
  body: {
    status: true,
    data: [
      plainDish,
      kebabWithAddons,
      unavailableDish,
      soldOutDish,
      optionalDish,
    ],
  },
})
