import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let cart: ReturnType<typeof asCustomer>

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

beforeEach(async () => {
  cart = asCustomer(t, await createCustomer(t))
})

describe('all or nothing', () => {
  it.each([
    [
      'an unknown dish',
      line('item-sushi'),
      'Sorry, "item-sushi" is not on our menu.',
      'MENU_ITEM_NOT_FOUND',
    ],
    [
      'a dish that is off',
      line('item-lunch-wrap-deal'),
      'Sorry, "Wrap, Chips & Can" is not available right now.',
      'MENU_ITEM_UNAVAILABLE',
    ],
    [
      'an add-on group the dish does not have',
      line('item-adana-kebab', 1, { 'addon-pizza-size': ['size-12'] }),
      'Unknown add-on "addon-pizza-size" for "Adana Kebab".',
      'ADDON_NOT_FOUND',
    ],
    [
      'an add-on item from another group',
      line('item-adana-kebab', 1, { 'addon-kebab-sauce': ['size-12'] }),
      'Unknown add-on "size-12" for "Adana Kebab".',
      'ADDON_NOT_FOUND',
    ],
    [
      'a pizza without its size',
      line('item-margherita'),
      'Please choose 1 option for "Pizza size" on "Margherita".',
      'ADDON_CHOICES_INVALID',
    ],
    [
      'a pizza with two sizes',
      line('item-margherita', 1, {
        'addon-pizza-size': ['size-10', 'size-12'],
      }),
      'Please choose 1 option for "Pizza size" on "Margherita".',
      'ADDON_CHOICES_INVALID',
    ],
    [
      'four sauces where three is the most',
      line('item-adana-kebab', 1, {
        'addon-kebab-sauce': [
          'sauce-garlic',
          'sauce-chilli',
          'sauce-bbq',
          'sauce-tahini',
        ],
      }),
      'Please choose at most 3 options for "Choose your sauces" on "Adana Kebab".',
      'ADDON_CHOICES_INVALID',
    ],
  ])(
    'refuses the whole request for %s, by name',
    async (_label, bad, message, code) => {
      await cart.addBulk([line('item-water')])
      const res = await cart.addBulk([
        line('item-coke-can', 2),
        bad,
        line('item-ayran'),
      ])
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ status: false, message, code })
      const after = (await cart.getCart()).json()
      expect(
        after.data.map((l: { menu_item_id: string }) => l.menu_item_id),
      ).toEqual(['item-water'])
    },
  )

  it('holds at most 100 different lines', async () => {
    const lines = (from: number) =>
      Array.from({ length: 50 }, (_, i) =>
        line('item-water', 1, {}, `Note ${from + i}`),
      )
    expect((await cart.addBulk(lines(0))).statusCode).toBe(200)
    expect((await cart.addBulk(lines(50))).statusCode).toBe(200)
    const res = await cart.addBulk([line('item-ayran')])
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      message: 'Your basket can hold at most 100 different items.',
      code: 'CART_LIMIT',
    })
    expect((await cart.getCart()).json().data).toHaveLength(100)
  })

  it('refuses a dish switched off after the menu was read', async () => {
    const { db } = t.database
    await db.query(
      `update menu_items set available = false where id = 'item-lamb-shish'`,
    )
    try {
      const res = await cart.addBulk([
        line('item-coke-can'),
        line('item-lamb-shish'),
      ])
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toBe(
        'Sorry, "Lamb Shish" is not available right now.',
      )
      expect((await cart.getCart()).json().data).toEqual([])
    } finally {
      await db.query(
        `update menu_items set available = true where id = 'item-lamb-shish'`,
      )
    }
  })

  it('refuses an option the owner removed by its name, not its id', async () => {
    const { db } = t.database
    await db.query(
      `update addon_items set retired_at = now() where id = 'sauce-chilli'`,
    )
    try {
      const res = await cart.addBulk([
        line('item-adana-kebab', 1, { 'addon-kebab-sauce': ['sauce-chilli'] }),
      ])
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        status: false,
        code: 'ADDON_NOT_FOUND',
        message:
          'Sorry, "Adana Kebab" with "Hot chilli" is no longer available. Please choose another option.',
      })
    } finally {
      await db.query(
        `update addon_items set retired_at = null where id = 'sauce-chilli'`,
      )
    }
  })

  it('marks a line whose dish went off the menu, so checkout can refuse it', async () => {
    await cart.addBulk([line('item-lamb-shish')])
    const { db } = t.database
    await db.query(
      `update menu_items set available = false where id = 'item-lamb-shish'`,
    )
    try {
      expect((await cart.getCart()).json().data[0].available).toBe(false)
    } finally {
      await db.query(
        `update menu_items set available = true where id = 'item-lamb-shish'`,
      )
    }
  })
})
