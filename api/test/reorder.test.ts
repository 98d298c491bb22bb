import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient } from './helpers/order'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
})
afterAll(() => t.close())

// Every test puts the menu back as the seed left it.
afterEach(async () => {
  const { db } = t.database
  await db.query(
    `update menu_items set sold_out = false, retired_at = null,
            price_pence = case id when 'item-adana-kebab' then 1395 else price_pence end
      where id in ('item-adana-kebab', 'item-kunefe')`,
  )
  await db.query(
    `update addon_items set sold_out = false where id = 'sauce-tahini'`,
  )
})

const ADANA = line(
  'item-adana-kebab',
  2,
  { 'addon-kebab-sauce': ['sauce-tahini'], 'addon-meal-drink': ['meal-coke'] },
  'No onions',
)

/** A customer with one collection order of 2 Adana Kebab (with options and a note) and a Künefe. */
async function customerWithPastOrder(name = 'Aoife') {
  const customer = await createCustomer(t, name)
  await asCustomer(t, customer).addBulk([ADANA, line('item-kunefe', 1)])
  const res = await orderClient(t, customer).submit({
    order_type: 'collection',
    payment_method: 'card',
    note: '',
  })
  expect(res.json()).toMatchObject({ status: true })
  const { _id, order_id } = res.json().data as {
    _id: string
    order_id: string
  }
  return { customer, id: _id, number: order_id }
}

const reorder = (customer: TestCustomer | null, id: string) =>
  asCustomer(t, customer).call(
    'POST',
    `/user/order/${encodeURIComponent(id)}/reorder`,
  )

const menuUpdate = (sql: string) => t.database.db.query(sql)

const basketLines = async (customer: TestCustomer) =>
  (await asCustomer(t, customer).getCart()).json().data as {
    menu_item_id: string
    qty: number
    instructions: string
    base_price: number
    price: number
    addons: { addon_item_id: string }[]
  }[]

describe('POST /api/user/order/:id/reorder', () => {
  it('puts the order’s lines, add-ons and notes back in the basket at today’s prices', async () => {
    const { customer, id, number } = await customerWithPastOrder()
    await menuUpdate(
      `update menu_items set price_pence = 1495 where id = 'item-adana-kebab'`,
    )
    const res = await reorder(customer, id)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      status: true,
      message: `Added 3 items from order ${number}.`,
      left_out: [],
      item_count: 3,
    })
    expect(body.data).toHaveLength(2)
    expect(body.data[0]).toMatchObject({
      menu_item_id: 'item-adana-kebab',
      qty: 2,
      instructions: 'No onions',
      base_price: 1495,
      // 1495 + Tahini 50 + Coca-Cola 120: today's dish price, not the 1395 it was ordered at.
      price: 1665,
      addons: [
        { addon_item_id: 'sauce-tahini' },
        { addon_item_id: 'meal-coke' },
      ],
    })
    expect(body.data[1]).toMatchObject({ menu_item_id: 'item-kunefe', qty: 1 })
    expect(await basketLines(customer)).toEqual(body.data)
  })

  it('also finds the order by its short number', async () => {
    const { customer, number } = await customerWithPastOrder()
    const res = await reorder(customer, number)
    expect(res.statusCode).toBe(200)
    expect(res.json().item_count).toBe(3)
  })

  it('leaves a sold-out dish out and names it', async () => {
    const { customer, id, number } = await customerWithPastOrder()
    await menuUpdate(
      `update menu_items set sold_out = true where id = 'item-kunefe'`,
    )
    const res = await reorder(customer, id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: `Added 2 items from order ${number}. Left out: Künefe (sold out).`,
      left_out: [{ name: 'Künefe', reason: 'sold_out' }],
    })
    expect((await basketLines(customer)).map((l) => l.menu_item_id)).toEqual([
      'item-adana-kebab',
    ])
  })

  it('leaves out a line whose chosen option is sold out, naming the option', async () => {
    const { customer, id, number } = await customerWithPastOrder()
    await menuUpdate(
      `update addon_items set sold_out = true where id = 'sauce-tahini'`,
    )
    const res = await reorder(customer, id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: `Added 1 item from order ${number}. Left out: Tahini on Adana Kebab (sold out).`,
      left_out: [{ name: 'Tahini on Adana Kebab', reason: 'sold_out' }],
    })
    expect((await basketLines(customer)).map((l) => l.menu_item_id)).toEqual([
      'item-kunefe',
    ])
  })

  it('names a dish the owner retired from the menu', async () => {
    const { customer, id, number } = await customerWithPastOrder()
    await menuUpdate(
      `update menu_items set retired_at = now() where id = 'item-kunefe'`,
    )
    const res = await reorder(customer, id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      message: `Added 2 items from order ${number}. Left out: Künefe (no longer on the menu).`,
      left_out: [{ name: 'Künefe', reason: 'gone' }],
    })
  })

  it('refuses with 422 and changes nothing when no line can be had today', async () => {
    const { customer, id, number } = await customerWithPastOrder()
    await menuUpdate(
      `update menu_items set sold_out = true where id in ('item-kunefe', 'item-adana-kebab')`,
    )
    const res = await reorder(customer, id)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      code: 'NOTHING_TO_REORDER',
      message: `Nothing from order ${number} can be ordered today. Left out: Adana Kebab (sold out), Künefe (sold out).`,
    })
    expect(await basketLines(customer)).toEqual([])
  })

  it('adds the quantities again when tapped twice, merging equal lines', async () => {
    const { customer, id } = await customerWithPastOrder()
    await reorder(customer, id)
    const res = await reorder(customer, id)
    expect(res.statusCode).toBe(200)
    expect(
      res
        .json()
        .data.map((l: { menu_item_id: string; qty: number }) => [
          l.menu_item_id,
          l.qty,
        ]),
    ).toEqual([
      ['item-adana-kebab', 4],
      ['item-kunefe', 2],
    ])
  })

  it('keeps to the basket limits: all or nothing, as add-bulk', async () => {
    const { customer, id } = await customerWithPastOrder()
    await asCustomer(t, customer).addBulk([{ ...ADANA, quantity: 49 }])
    const res = await reorder(customer, id)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      status: false,
      code: 'CART_LIMIT',
      message: 'You can have at most 50 of "Adana Kebab" in your basket.',
    })
    const lines = await basketLines(customer)
    expect(lines.map((l) => [l.menu_item_id, l.qty])).toEqual([
      ['item-adana-kebab', 49],
    ])
  })

  it('answers another customer’s order like an unknown one, and adds nothing', async () => {
    const { id, number } = await customerWithPastOrder()
    const brendan = await createCustomer(t, 'Brendan')
    for (const reference of [
      id,
      number,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
    ]) {
      const res = await reorder(brendan, reference)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        status: false,
        code: 'ORDER_NOT_FOUND',
        message: 'That order was not found.',
      })
    }
    expect(await basketLines(brendan)).toEqual([])
  })

  it('checks the token first', async () => {
    const res = await reorder(null, 'not-an-id')
    expect(res.statusCode).toBe(401)
    expect(res.json().status).toBe(false)
  })
})
