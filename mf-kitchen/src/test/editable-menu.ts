import type {
  EditableAddonGroup,
  EditableCategory,
  EditableDish,
  EditableMenu,
} from '@food/shared/types'

// The owner's menu as GET /staff/catalogue sends it, for the menu editor's tests.

export function editableDish(
  overrides: Partial<EditableDish> = {},
): EditableDish {
  return {
    id: 'item-adana-kebab',
    categoryId: 'cat-kebabs',
    name: 'Adana Kebab',
    description: 'Hand-minced lamb with red pepper, grilled on the skewer.',
    price: 1395,
    isVeg: false,
    allergens: ['cereals containing gluten', 'milk'],
    addonGroupIds: ['addon-kebab-sauce', 'addon-meal-drink'],
    photo: null,
    soldOut: false,
    retired: false,
    version: 3,
    ...overrides,
  }
}

export function editableCategory(
  overrides: Partial<EditableCategory> = {},
): EditableCategory {
  return {
    id: 'cat-kebabs',
    name: 'Kebabs',
    slug: 'kebabs',
    sortOrder: 1,
    status: 'active',
    version: 1,
    dishes: [],
    ...overrides,
  }
}

export const SAUCES: EditableAddonGroup = {
  id: 'addon-kebab-sauce',
  name: 'Kebab sauces',
  min: 0,
  max: 3,
  options: [
    {
      id: 'sauce-garlic',
      name: 'Garlic mayo',
      price: 0,
      soldOut: false,
      allergens: ['eggs'],
    },
    {
      id: 'sauce-chilli',
      name: 'Chilli',
      price: 0,
      soldOut: false,
      allergens: [],
    },
    {
      id: 'sauce-bbq',
      name: 'Smoky BBQ',
      price: 50,
      soldOut: false,
      allergens: [],
    },
  ],
  usedBy: 7,
  version: 1,
}

const MEAL_DRINK: EditableAddonGroup = {
  id: 'addon-meal-drink',
  name: 'Meal drink',
  min: 1,
  max: 1,
  options: [
    { id: 'drink-cola', name: 'Cola', price: 0, soldOut: false, allergens: [] },
    {
      id: 'drink-ayran',
      name: 'Ayran',
      price: 50,
      soldOut: false,
      allergens: [],
    },
  ],
  usedBy: 1,
  version: 2,
}

const EXTRA_BREAD: EditableAddonGroup = {
  id: 'addon-extra-bread',
  name: 'Extra bread',
  min: 0,
  max: 1,
  options: [
    {
      id: 'bread-pitta',
      name: 'Pitta',
      price: 80,
      soldOut: false,
      allergens: [],
    },
  ],
  usedBy: 0,
  version: 1,
}

/** Kebabs (two dishes, one retired), Wraps (active), Desserts (hidden); three groups. */
export function editableMenu(): EditableMenu {
  return {
    categories: [
      editableCategory({
        dishes: [
          editableDish(),
          editableDish({
            id: 'item-shish',
            name: 'Chicken Shish',
            price: 1295,
            allergens: [],
            addonGroupIds: ['addon-kebab-sauce'],
            version: 1,
          }),
          editableDish({
            id: 'item-doner-box',
            name: 'Doner Box',
            price: 900,
            retired: true,
            addonGroupIds: [],
            version: 2,
          }),
        ],
      }),
      editableCategory({
        id: 'cat-wraps',
        name: 'Wraps',
        slug: 'wraps',
        sortOrder: 2,
      }),
      editableCategory({
        id: 'cat-desserts',
        name: 'Desserts',
        slug: 'desserts',
        sortOrder: 3,
        status: 'inactive',
        version: 4,
      }),
    ],
    addonGroups: [SAUCES, MEAL_DRINK, EXTRA_BREAD],
  }
}

/** GET /staff/catalogue's answer. */
export const catalogueReply = (menu: EditableMenu) => ({
  body: { status: true, data: menu },
})

/** A save's answer: the server's sentence and what it saved. */
export const savedReply = (message: string, data: unknown, status = 200) => ({
  status,
  body: { status: true, message, data },
})

/** A refusal as the API's error handler sends it. */
export const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { status: false, code, message },
})

export const STALE_MESSAGE =
  'This was changed by someone else: reload to see it'

/** What a field's aria-describedby reads out: its hint, count and refusal. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}
