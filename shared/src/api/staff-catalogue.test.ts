import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '../testing/test-api'
import { bindStaffSession } from './client'
import {
  addCategory,
  addDish,
  getStaffCatalogue,
  reorderDishes,
  saveAddonGroup,
  saveCategory,
  setDishRetired,
  staffCatalogueQuery,
} from './staff-catalogue'

const server = useTestApi()

beforeAll(() => {
  bindStaffSession({ getToken: () => 'staff-1', clearToken: () => {} })
})

const saved = (message: string, data: unknown = {}) => ({
  body: { status: true, message, data },
})

describe('the menu editor’s calls', () => {
  it('read the catalogue with the staff token, under a staff query key', async () => {
    const menu = { categories: [], addonGroups: [] }
    server().on('GET /staff/catalogue', { body: { status: true, data: menu } })
    await expect(getStaffCatalogue()).resolves.toEqual(menu)
    expect(server().requests[0]?.authorization).toBe('Bearer staff-1')
    expect(staffCatalogueQuery().queryKey).toEqual(['staff', 'catalogue'])
  })

  it.each([
    [
      'POST /staff/catalogue/categories',
      () => addCategory('Soups'),
      { name: 'Soups' },
    ],
    [
      'PUT /staff/catalogue/categories/cat-soups',
      () =>
        saveCategory('cat-soups', {
          name: 'Soups',
          status: 'active',
          version: 2,
        }),
      { name: 'Soups', status: 'active', version: 2 },
    ],
    [
      'PUT /staff/catalogue/categories/cat-wraps/dish-order',
      () => reorderDishes('cat-wraps', ['item-b', 'item-a']),
      { ids: ['item-b', 'item-a'] },
    ],
    [
      'POST /staff/catalogue/dishes/item-a/retire',
      () => setDishRetired('item-a', 3, true),
      { version: 3 },
    ],
    [
      'POST /staff/catalogue/dishes/item-a/restore',
      () => setDishRetired('item-a', 4, false),
      { version: 4 },
    ],
    [
      'PUT /staff/catalogue/addon-groups/addon-dips',
      () =>
        saveAddonGroup('addon-dips', {
          name: 'Dips',
          min: 0,
          max: 1,
          options: [{ name: 'Hummus', price: 150 }],
          version: 1,
        }),
      {
        name: 'Dips',
        min: 0,
        max: 1,
        options: [{ name: 'Hummus', price: 150 }],
        version: 1,
      },
    ],
  ])(
    '%s sends its body and hands back the server’s sentence',
    async (route, call, body) => {
      server().on(route, saved('Done.', { id: 'x' }))
      await expect(call()).resolves.toEqual({
        message: 'Done.',
        data: { id: 'x' },
      })
      expect(server().bodiesOf(route)).toEqual([body])
    },
  )

  it('take, at type-check time, only the bodies the API’s schemas take', () => {
    const dish = {
      categoryId: 'cat-wraps',
      name: 'Falafel Wrap',
      description: '',
      price: 850,
      isVeg: true,
      allergens: [],
      addonGroupIds: [],
    }
    // Each line below fails `pnpm -r typecheck` without its @ts-expect-error; none is sent.
    const refused = [
      // @ts-expect-error: the API's field is isVeg
      () => addDish({ ...dish, vegetarian: true }),
      // @ts-expect-error: a price is in pence, a number
      () => addDish({ ...dish, price: '8.50' }),
      // @ts-expect-error: a save names the version it was made from
      () => saveCategory('cat-soups', { name: 'Soups', status: 'active' }),
      // @ts-expect-error: a category is active or inactive
      () => saveCategory('cat-soups', { name: 'S', status: 'on', version: 1 }),
      () =>
        saveAddonGroup('addon-dips', {
          name: 'Dips',
          min: 0,
          max: 1,
          // @ts-expect-error: 'nuts' is not one of the 14 UK allergens
          options: [{ name: 'Hummus', price: 150, allergens: ['nuts'] }],
          version: 1,
        }),
    ]
    expect(refused).toHaveLength(5)
    expect(server().requests).toEqual([])
  })

  it('reject a stale save with STALE_EDIT and the server’s words', async () => {
    server().on('POST /staff/catalogue/dishes', {
      status: 409,
      body: {
        status: false,
        code: 'STALE_EDIT',
        message: 'This was changed by someone else: reload to see it',
      },
    })
    await expect(
      addDish({
        categoryId: 'cat-wraps',
        name: 'Falafel Wrap',
        description: '',
        price: 850,
        isVeg: true,
        allergens: [],
        addonGroupIds: [],
        photoId: null,
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'STALE_EDIT',
      message: 'This was changed by someone else: reload to see it',
    })
  })
})
