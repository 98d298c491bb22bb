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

const DISCOUNT_MESSAGE = 'Logged-in customers get 10% off every order.'

describe('GET /api/user/cart/get', () => {
  it('answers an empty basket with zero totals and the logged-in discount', async () => {
    const res = await cart.getCart()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      data: [],
      total_amount: 0,
      taxable_amount: 0,
      tax_amount: 0,
      discount: { amount: 0, percentage: 10, message: DISCOUNT_MESSAGE },
      final_amount: 0,
      item_count: 0,
    })
  })
})

describe('totals, to the penny', () => {
  it('prices lines from the menu with add-ons, 10% off and 20% VAT included', async () => {
    const res = await cart.addBulk({
      items: [
        line('item-adana-kebab', 2, {
          'addon-kebab-sauce': ['sauce-tahini'],
          'addon-meal-drink': ['meal-coke'],
        }),
        line('item-margherita', 1, {
          'addon-pizza-size': ['size-12'],
          'addon-pizza-toppings': ['topping-cheese'],
        }),
        { ...line('item-coke-can', 3), price: 1 }, // a client price is ignored
      ],
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ status: true, message: 'Added to cart' })
    expect(body.data).toHaveLength(3)
    expect(body.data[0]).toEqual({
      cart_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      menu_item_id: 'item-adana-kebab',
      name: 'Adana Kebab',
      image: '/images/menu/kebab.svg',
      qty: 2,
      price: 1565,
      base_price: 1395,
      addons: [
        {
          addon_id: 'addon-kebab-sauce',
          addon_name: 'Choose your sauces',
          addon_item_id: 'sauce-tahini',
          name: 'Tahini',
          price: 50,
        },
        {
          addon_id: 'addon-meal-drink',
          addon_name: 'Make it a meal: add a drink',
          addon_item_id: 'meal-coke',
          name: 'Coca-Cola 330ml',
          price: 120,
        },
      ],
      instructions: '',
      line_total: 3130,
      available: true,
      unavailable_options: [],
    })
    expect(body.data.map((l: { line_total: number }) => l.line_total)).toEqual([
      3130, 1269, 450,
    ])
    // 4849 × 10% = 484.9 → 485; 4364 × 20/120 = 727.33 → 727.
    expect(body).toMatchObject({
      total_amount: 4849,
      discount: { amount: 485, percentage: 10, message: DISCOUNT_MESSAGE },
      final_amount: 4364,
      tax_amount: 727,
      taxable_amount: 3637,
      item_count: 6,
    })
    const { status: _s, message: _m, ...view } = body
    expect((await cart.getCart()).json()).toEqual({ status: true, ...view })
  })

  it('rounds a half-penny discount up', async () => {
    // 1395 × 10% = 139.5 → 140; 1255 × 20/120 = 209.17 → 209.
    const body = (await cart.addBulk([line('item-adana-kebab')])).json()
    expect(body).toMatchObject({
      total_amount: 1395,
      discount: { amount: 140 },
      final_amount: 1255,
      tax_amount: 209,
      taxable_amount: 1046,
    })
  })

  it('follows the menu and the shop settings, not the price the line was added at', async () => {
    await cart.addBulk([line('item-water', 2)])
    const { db } = t.database
    try {
      await db.query(
        `update menu_items set price_pence = 135 where id = 'item-water'`,
      )
      await db.query(
        'update shop_settings set discount_percentage = 0, vat_rate_percent = 0',
      )
      expect((await cart.getCart()).json()).toMatchObject({
        total_amount: 270,
        discount: { amount: 0, percentage: 0 },
        final_amount: 270,
        tax_amount: 0,
        taxable_amount: 270,
      })
    } finally {
      await db.query(
        `update menu_items set price_pence = 120 where id = 'item-water'`,
      )
      await db.query(
        'update shop_settings set discount_percentage = 10, vat_rate_percent = 20',
      )
    }
  })
})

describe('merging equal lines', () => {
  it('adds to the quantity of a line equal in item, add-ons (as a set) and instructions', async () => {
    await cart.addBulk([
      line(
        'item-adana-kebab',
        1,
        { 'addon-kebab-sauce': ['sauce-chilli', 'sauce-garlic'] },
        'No onions',
      ),
    ])
    const res = await cart.addBulk({
      items: [
        {
          menu_item_id: 'item-adana-kebab',
          quantity: 2,
          instructions: '  No onions ',
          addons: [
            { addon_id: 'addon-kebab-sauce', addon_item_id: ['sauce-garlic'] },
            {
              addon_id: 'addon-kebab-sauce',
              addon_item_id: ['sauce-chilli', 'sauce-garlic'],
            },
          ],
        },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toHaveLength(1)
    expect(res.json().data[0]).toMatchObject({
      qty: 3,
      instructions: 'No onions',
    })
  })

  it('keeps lines apart when add-ons or instructions differ', async () => {
    const body = (
      await cart.addBulk([
        line('item-adana-kebab', 1, { 'addon-kebab-sauce': ['sauce-chilli'] }),
        line('item-adana-kebab', 1, { 'addon-kebab-sauce': ['sauce-garlic'] }),
        line('item-adana-kebab', 1, {}, 'Extra crispy'),
        line('item-adana-kebab', 1),
        line('item-adana-kebab', 1),
      ])
    ).json()
    expect(body.data.map((l: { qty: number }) => l.qty)).toEqual([1, 1, 1, 2])
  })

  it('accepts a single add-on item id and omitted instructions and add-ons', async () => {
    const res = await cart.addBulk([
      {
        menu_item_id: 'item-adana-kebab',
        quantity: 1,
        addons: [{ addon_id: 'addon-meal-drink', addon_item_id: 'meal-fanta' }],
      },
      { menu_item_id: 'item-water', quantity: 1 },
    ])
    expect(res.statusCode).toBe(200)
    expect(res.json().data[0].addons[0].addon_item_id).toBe('meal-fanta')
  })

  it('merges concurrent adds of one new line into one line', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cart.addBulk([line('item-ayran', 2)])),
    )
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    const { data } = (await cart.getCart()).json()
    expect(data).toHaveLength(1)
    expect(data[0].qty).toBe(10)
  })

  it('refuses to merge past 50 and leaves the basket as it was', async () => {
    await cart.addBulk([line('item-adana-kebab', 45)])
    const res = await cart.addBulk([
      line('item-water'),
      line('item-adana-kebab', 6),
    ])
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      message: 'You can have at most 50 of "Adana Kebab" in your basket.',
      code: 'CART_LIMIT',
    })
    const after = (await cart.getCart()).json()
    expect(after.data).toHaveLength(1)
    expect(after.item_count).toBe(45)
    expect(
      (await cart.addBulk([line('item-adana-kebab', 5)])).json().item_count,
    ).toBe(50)
  })
})

describe('changing lines', () => {
  it('updates a quantity and removes a line, answering with the cart', async () => {
    const added = (
      await cart.addBulk([line('item-water'), line('item-ayran')])
    ).json()
    const [water, ayran] = added.data
    const updated = await cart.setQuantity(water.cart_id, 4)
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({
      status: true,
      item_count: 5,
      total_amount: 679,
    })
    const removed = await cart.remove(ayran.cart_id)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toMatchObject({
      status: true,
      item_count: 4,
      total_amount: 480,
    })
    expect(removed.json().data).toHaveLength(1)
  })

  it('answers an unknown line with 404 CART_ITEM_NOT_FOUND', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', 12345]) {
      for (const res of [
        await cart.remove(id),
        await cart.setQuantity(id, 2),
      ]) {
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({
          status: false,
          message: 'That item is no longer in your basket.',
          code: 'CART_ITEM_NOT_FOUND',
        })
      }
    }
  })
})
