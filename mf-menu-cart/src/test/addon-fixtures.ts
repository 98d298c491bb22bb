import type { Handler } from '@food/shared/testing/server'
import type { AddonGroup, MenuCategory, MenuItem } from '@food/shared/types'

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
  items: Array.from({ length: size }, (_, index) => ({
    id: `${id}-${index + 1}`,
    name: `${name} ${index + 1}`,
    price: (index + 1) * 10,
  })),
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
  image: '',
  imageUrl: null,
  photo: null,
  price,
  isVeg: false,
  allergens: [],
  addonGroups,
  available,
})

/** £13.50: a required size, 1 to 2 sauces (one free) and up to 2 extras. */
export const kebabWithAddons = dish('i4', 'Adana Kebab', 1350, [
  {
    id: 'size',
    name: 'Size',
    min: 1,
    max: 1,
    items: [
      { id: 'size-regular', name: 'Regular', price: 0 },
      { id: 'size-large', name: 'Large', price: 200 },
    ],
  },
  {
    id: 'sauce',
    name: 'Sauces',
    min: 1,
    max: 2,
    items: [
      { id: 'sauce-garlic', name: 'Garlic mayo', price: 50 },
      { id: 'sauce-chilli', name: 'Chilli', price: 0 },
      { id: 'sauce-bbq', name: 'BBQ', price: 50, soldOut: true },
    ],
  },
  {
    id: 'extras',
    name: 'Extras',
    min: 0,
    max: 2,
    items: [
      { id: 'extra-cheese', name: 'Cheese', price: 100 },
      { id: 'extra-jalapenos', name: 'Jalapeños', price: 60 },
      { id: 'extra-halloumi', name: 'Halloumi', price: 150 },
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
        { id: 'drink-coke', name: 'Coke', price: 120, allergens: [] },
        { id: 'drink-ayran', name: 'Ayran', price: 150, allergens: ['milk'] },
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
      items: [{ id: 'bread-pide', name: 'Pide', price: 0, soldOut: true }],
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
