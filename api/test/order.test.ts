import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { countOrders, orderClient, saveAddress } from './helpers/order'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let aoife: TestCustomer
let brendan: TestCustomer

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
  aoife = await createCustomer(t, 'Aoife')
  brendan = await createCustomer(t, 'Brendan')
})
afterAll(() => t.close())

const refusal = (code: string, message: string) => ({
  status: false,
  code,
  message,
})

describe('a collection order', () => {
  it('is built from the server cart, priced by the server, and empties the cart', async () => {
    const cart = asCustomer(t, aoife)
    await cart.addBulk([
      line('item-baklava', 3, {}, 'Extra syrup'),
      line('item-water', 1),
    ])
    const res = await orderClient(t, aoife).submit({
      order_type: 'collection',
      payment_method: 'card',
      note: 'Ring when ready',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.status).toBe(true)
    expect(body.message).toBe(
      `Thank you! Your order ${body.data.order_id} has been placed.`,
    )
    // 3 × 549 + 120 = 1767; 10% off = 176.7 → 177; final 1590; VAT 1590 × 20 / 120 = 265.
    expect(body.data).toMatchObject({
      order_status: 'pending',
      order_type: 'collection',
      payment_mode: 'COD',
      payment_method: 'card',
      total_amount: 1767,
      discount: { amount: 177, percentage: 10 },
      delivery_fee: 0,
      final_amount: 1590,
      tax_amount: 265,
      address: null,
      delivery_miles: null,
      note: 'Ring when ready',
    })
    expect(body.data.order_id).toMatch(/^\d{4,}$/)
    expect(body.data.items).toEqual([
      {
        _id: expect.any(String),
        menuItem: { _id: 'item-baklava', name: 'Pistachio Baklava (4)' },
        quantity: 3,
        price: 549,
        line_total: 1647,
        instructions: 'Extra syrup',
        addons: [],
      },
      {
        _id: expect.any(String),
        menuItem: { _id: 'item-water', name: 'Still Water 500ml' },
        quantity: 1,
        price: 120,
        line_total: 120,
        instructions: '',
        addons: [],
      },
    ])
    expect((await cart.getCart()).json().data).toEqual([])
  })

  it('keeps add-ons and their prices on the order', async () => {
    const cart = asCustomer(t, brendan)
    const added = await cart.addBulk([
      line('item-adana-kebab', 1, {
        'addon-kebab-sauce': ['sauce-tahini', 'sauce-garlic'],
      }),
    ])
    expect(added.statusCode).toBe(200)
    const cartLine = added.json().data[0]
    const res = await orderClient(t, brendan).submit({
      order_type: 'collection',
    })
    expect(res.statusCode).toBe(201)
    const [item] = res.json().data.items
    expect(item.price).toBe(cartLine.price)
    expect(item.addons).toEqual(
      cartLine.addons.map(
        (a: { addon_item_id: string; name: string; price: number }) => ({
          addon_item_id: a.addon_item_id,
          name: a.name,
          price: a.price,
        }),
      ),
    )
    expect(res.json().data.payment_method).toBe('cash')
  })
})

describe('a delivery order', () => {
  it('goes to one of the customer’s addresses with the fee for its district', async () => {
    const addressId = await saveAddress(t, aoife, 'BT12 6DF')
    await asCustomer(t, aoife).addBulk([line('item-baklava', 3)])
    const res = await orderClient(t, aoife).submit({
      order_type: 'delivery',
      address_id: addressId,
    })
    expect(res.statusCode).toBe(201)
    // 1647 − 165 = 1482, + £2.50 for BT12 (2 miles) = 1732; VAT 1732 × 20 / 120 = 288.67 → 289.
    expect(res.json().data).toMatchObject({
      order_type: 'delivery',
      total_amount: 1647,
      discount: { amount: 165, percentage: 10 },
      delivery_fee: 250,
      delivery_miles: 2,
      final_amount: 1732,
      tax_amount: 289,
      address: {
        name: 'Aoife Kelly',
        addressLine1: '12 Rugby Avenue',
        addressLine2: 'Flat 2',
        city: 'Belfast',
        postcode: 'BT12 6DF',
        Phone: '07700900123',
        label: 'home',
      },
    })
  })

  it('keeps the address as it was when the customer later edits it', async () => {
    const addressId = await saveAddress(t, brendan, 'BT7 1JG')
    await asCustomer(t, brendan).addBulk([line('item-baklava', 3)])
    const placed = await orderClient(t, brendan).submit({
      order_type: 'delivery',
      address_id: addressId,
    })
    expect(placed.statusCode).toBe(201)
    await t.database.db.query(
      `update addresses set address_line1 = 'Somewhere else', address_line2 = ''
        where id = $1::uuid`,
      [addressId],
    )
    const [latest] = (await orderClient(t, brendan).list()).json().data
    expect(latest.address.addressLine1).toBe('12 Rugby Avenue')
    expect(latest.address.addressLine2).toBe('Flat 2')
  })
})

describe('refusals', () => {
  it('refuses an empty basket', async () => {
    const res = await orderClient(t, aoife).submit({ order_type: 'collection' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual(
      refusal(
        'CART_EMPTY',
        'Your basket is empty. Add something from the menu first.',
      ),
    )
  })

  it('refuses a delivery without an address', async () => {
    await asCustomer(t, aoife).addBulk([line('item-baklava', 3)])
    const res = await orderClient(t, aoife).submit({ order_type: 'delivery' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Please choose a delivery address.')
  })

  it('answers another customer’s address exactly like an unknown one', async () => {
    const brendansAddress = await saveAddress(t, brendan, 'BT9 5AA')
    const notFound = refusal('ADDRESS_NOT_FOUND', 'That address was not found.')
    for (const address_id of [
      brendansAddress,
      '6f1c2a8e-1111-4b8e-9c55-000000000000',
      'not-an-id',
      "1' or '1'='1",
    ]) {
      const res = await orderClient(t, aoife).submit({
        order_type: 'delivery',
        address_id,
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(notFound)
    }
    // Nothing was ordered and the basket is untouched.
    expect((await asCustomer(t, aoife).getCart()).json().item_count).toBe(3)
  })

  it('refuses an address outside the delivery range', async () => {
    const far = await saveAddress(t, aoife, 'BT17 0XY')
    const res = await orderClient(t, aoife).submit({
      order_type: 'delivery',
      address_id: far,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual(
      refusal(
        'OUTSIDE_DELIVERY_AREA',
        'Sorry, BT17 is outside our delivery range.',
      ),
    )
  })

  it('refuses a delivery under the minimum and says how much more', async () => {
    const customer = await createCustomer(t, 'Ciara')
    const addressId = await saveAddress(t, customer)
    await asCustomer(t, customer).addBulk([line('item-water', 2)])
    const res = await orderClient(t, customer).submit({
      order_type: 'delivery',
      address_id: addressId,
    })
    expect(res.statusCode).toBe(422)
    // 240 − 24 = 216 after the discount; the minimum is £12.00.
    expect(res.json()).toEqual(
      refusal(
        'BELOW_DELIVERY_MINIMUM',
        'Delivery orders start at £12.00. Add £9.84 more, or choose collection.',
      ),
    )
    // Collection has no minimum.
    const collect = await orderClient(t, customer).submit({
      order_type: 'collection',
    })
    expect(collect.statusCode).toBe(201)
  })

  it('refuses a basket with a dish that went off the menu, by name', async () => {
    const customer = await createCustomer(t, 'Declan')
    await asCustomer(t, customer).addBulk([line('item-kunefe', 2)])
    await t.database.db.query(
      `update menu_items set available = false where id = 'item-kunefe'`,
    )
    try {
      const res = await orderClient(t, customer).submit({
        order_type: 'collection',
      })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual(
        refusal(
          'ITEM_UNAVAILABLE',
          'Sorry, "Künefe" is no longer available. Please remove it from your basket.',
        ),
      )
      expect(await countOrders(t, customer)).toBe(0)
    } finally {
      await t.database.db.query(
        `update menu_items set available = true where id = 'item-kunefe'`,
      )
    }
  })

  it('names every line it refuses as the basket shows it: a sold-out option with its dish', async () => {
    const customer = await createCustomer(t, 'Róisín')
    await asCustomer(t, customer).addBulk([
      line('item-kunefe'),
      line('item-adana-kebab', 1, { 'addon-kebab-sauce': ['sauce-garlic'] }),
      line('item-coke-can'),
    ])
    const { db } = t.database
    await db.query(
      `update menu_items set available = false where id = 'item-kunefe'`,
    )
    await db.query(
      `update addon_items set sold_out = true where id = 'sauce-garlic'`,
    )
    try {
      const basket = (await asCustomer(t, customer).getCart()).json().data
      expect(basket.map((l: { available: boolean }) => l.available)).toEqual([
        false,
        false,
        true,
      ])
      expect(basket[1].unavailable_options).toEqual(['Garlic mayo'])
      const res = await orderClient(t, customer).submit({
        order_type: 'collection',
      })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual(
        refusal(
          'ITEM_UNAVAILABLE',
          'Sorry, "Künefe" and "Adana Kebab" with "Garlic mayo" are no longer available. Please remove them from your basket.',
        ),
      )
      expect(await countOrders(t, customer)).toBe(0)
    } finally {
      await db.query(
        `update menu_items set available = true where id = 'item-kunefe'`,
      )
      await db.query(
        `update addon_items set sold_out = false where id = 'sauce-garlic'`,
      )
    }
  })

  it.each([
    [{ order_type: 'takeaway' }, 'order_type must be delivery or collection'],
    [
      { order_type: 'collection', payment_mode: 'ONLINE' },
      'payment_mode is set by the server: choose payment_method online to pay now by card.',
    ],
    [
      { order_type: 'collection', payment_method: 'bitcoin' },
      'payment_method must be cash, card or online',
    ],
    [
      { order_type: 'collection', note: 'x'.repeat(301) },
      'note must be 300 characters or fewer',
    ],
    [
      { order_type: 'collection', note: 'bad\u0000note' },
      'note must be plain text',
    ],
  ])('refuses %j with a clear 400', async (payload, message) => {
    const res = await orderClient(t, aoife).submit(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: false })
    expect(res.json().message).toContain(message)
  })

  it('refuses a body over 10 kB and malformed JSON in the envelope', async () => {
    const big = await orderClient(t, aoife).submit({
      order_type: 'collection',
      note: 'x'.repeat(11_000),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json().status).toBe(false)
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/user/order/submit',
      headers: { ...aoife.auth, 'content-type': 'application/json' },
      payload: '{"order_type":',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toEqual(
      refusal('INVALID_JSON', 'The request body is not valid JSON.'),
    )
  })

  it('answers 401 without a valid token, before reading the body', async () => {
    for (const customer of [
      null,
      { ...aoife, auth: { authorization: 'Bearer nope' } },
    ]) {
      const client = orderClient(t, customer)
      expect(
        (await client.submit({ order_type: 'collection' })).statusCode,
      ).toBe(401)
      expect((await client.list()).statusCode).toBe(401)
    }
  })
})

describe('the order list', () => {
  it('holds only the customer’s own orders, most recently updated first', async () => {
    const customer = await createCustomer(t, 'Eimear')
    const client = orderClient(t, customer)
    const ids: string[] = []
    for (const item of ['item-baklava', 'item-kunefe']) {
      await asCustomer(t, customer).addBulk([line(item, 2)])
      ids.push(
        (await client.submit({ order_type: 'collection' })).json().data._id,
      )
    }
    const body = (await client.list()).json()
    expect(body.status).toBe(true)
    expect(body.data.map((o: { _id: string }) => o._id)).toEqual(ids.reverse())
    expect(body.orders).toEqual(body.data)
    const others = (await orderClient(t, aoife).list()).json().data
    expect(others.some((o: { _id: string }) => ids.includes(o._id))).toBe(false)
  })

  it('is an empty list for a new customer', async () => {
    const customer = await createCustomer(t, 'Fionn')
    const res = await orderClient(t, customer).list()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, data: [], orders: [] })
  })
})
