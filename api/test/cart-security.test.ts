import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let aoife: TestCustomer
let brendan: TestCustomer

beforeAll(async () => {
  t = await startTestApp()
  aoife = await createCustomer(t, 'Aoife')
  brendan = await createCustomer(t, 'Brendan')
})
afterAll(() => t.close())

const CART_CALLS: [string, string, unknown][] = [
  ['GET', '/user/cart/get', undefined],
  ['POST', '/user/cart/add-bulk', { items: [line('item-water')] }],
  ['POST', '/user/cart/del', { cartItemId: 'x' }],
  ['POST', '/user/cart/update-quantity', { cart_id: 'x', quantity: 1 }],
  ['POST', '/user/cart/get-delivery-fee', { postcode: 'BT7 1JG' }],
]

describe('without a valid token', () => {
  it.each(CART_CALLS)('%s %s answers 401', async (method, url, payload) => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: 'Basic abc' },
    ]) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: `/api${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        status: false,
        message: 'Please log in first.',
        code: 'UNAUTHORIZED',
      })
    }
  })

  it('answers 401 before looking at a bad body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/cart/add-bulk',
      headers: { 'content-type': 'application/json' },
      payload: '{"items":',
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('two customers', () => {
  it('keeps each basket to its owner, and another’s line is like an unknown one', async () => {
    const a = asCustomer(t, aoife)
    const b = asCustomer(t, brendan)
    const [aLine] = (await a.addBulk([line('item-baklava', 2)])).json().data
    await b.addBulk([line('item-water')])
    const notFound = {
      status: false,
      message: 'That item is no longer in your basket.',
      code: 'CART_ITEM_NOT_FOUND',
    }
    for (const res of [
      await b.remove(aLine.cart_id),
      await b.setQuantity(aLine.cart_id, 7),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(notFound)
    }
    const aCart = (await a.getCart()).json()
    expect(aCart.data).toEqual([aLine])
    const bCart = (await b.getCart()).json()
    expect(
      bCart.data.map((l: { menu_item_id: string }) => l.menu_item_id),
    ).toEqual(['item-water'])
  })

  it('merges only within one basket', async () => {
    const a = asCustomer(t, aoife)
    const b = asCustomer(t, brendan)
    await a.addBulk([line('item-kunefe')])
    await b.addBulk([line('item-kunefe')])
    const qty = (body: { data: { menu_item_id: string; qty: number }[] }) =>
      body.data.find((l) => l.menu_item_id === 'item-kunefe')?.qty
    expect(qty((await a.getCart()).json())).toBe(1)
    expect(qty((await b.getCart()).json())).toBe(1)
  })
})

describe('bad input gets a 4xx in the envelope', () => {
  const cart = () => asCustomer(t, aoife)

  it.each([
    ['zero', 0],
    ['51', 51],
    ['a fraction', 1.5],
    ['a string', '3'],
    ['negative', -1],
    ['null', null],
  ])('refuses a quantity that is %s', async (_label, quantity) => {
    const bulk = await cart().addBulk([{ ...line('item-water'), quantity }])
    const update = await cart().setQuantity(
      '00000000-0000-4000-8000-000000000000',
      quantity,
    )
    for (const res of [bulk, update]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        status: false,
        code: 'VALIDATION_ERROR',
      })
      expect(res.json().message).toContain('quantity')
      expect(res.json().message).toContain('whole number from 1 to 50')
    }
  })

  it('takes instructions up to 200 characters and refuses 201', async () => {
    const ok = await cart().addBulk([
      line('item-water', 1, {}, 'x'.repeat(200)),
    ])
    expect(ok.statusCode).toBe(200)
    const res = await cart().addBulk([
      line('item-water', 1, {}, 'x'.repeat(201)),
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      'items.0.instructions: instructions must be 200 characters or fewer',
    )
  })

  it.each([
    ['malformed JSON', '{"items": [', 400, 'INVALID_JSON'],
    ['no items', '{}', 400, 'VALIDATION_ERROR'],
    ['items that are not a list', '{"items": "lots"}', 400, 'VALIDATION_ERROR'],
    [
      'a line without a dish',
      '{"items": [{"quantity": 1}]}',
      400,
      'VALIDATION_ERROR',
    ],
    ['a number for a body', '42', 400, 'VALIDATION_ERROR'],
    [
      'more than 50 lines',
      JSON.stringify({
        items: Array.from({ length: 51 }, () => line('item-water')),
      }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a NUL in the instructions',
      JSON.stringify({ items: [line('item-water', 1, {}, 'a\u0000b')] }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a NUL in a dish id',
      JSON.stringify({ items: [line('item-water\u0000')] }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a body over 100 kB',
      JSON.stringify({
        items: [line('item-water', 1, {}, 'x'.repeat(110_000))],
      }),
      413,
      'BODY_TOO_LARGE',
    ],
  ])('answers %s with %i', async (_label, payload, statusCode, code) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/cart/add-bulk',
      headers: { ...aoife.auth, 'content-type': 'application/json' },
      payload,
    })
    expect(res.statusCode).toBe(statusCode)
    expect(res.json()).toMatchObject({ status: false, code })
    expect(res.json().message).toEqual(expect.any(String))
  })

  it('keeps line breaks in instructions', async () => {
    const res = await cart().addBulk([
      line('item-ayran', 1, {}, 'Ring the bell\nthen knock'),
    ])
    expect(res.statusCode).toBe(200)
    expect(res.json().data.at(-1).instructions).toBe(
      'Ring the bell\nthen knock',
    )
  })

  it('answers a missing cart id with 400 naming the field', async () => {
    const res = await cart().call('POST', '/user/cart/del', {})
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('cartItemId')
  })

  it('documents every cart call in the OpenAPI description', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json()
    for (const path of [
      '/api/user/cart/get',
      '/api/user/cart/add-bulk',
      '/api/user/cart/del',
      '/api/user/cart/update-quantity',
      '/api/user/cart/get-delivery-fee',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path)
    }
  })
})
