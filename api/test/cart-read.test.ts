import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import {
  startSecondInstance,
  startTestApp,
  type TestApp,
} from './helpers/test-app'

// The basket read checks the token and reads the lines in one statement (ADR 043). With the
// menu kept for a minute, the session and the lines are still read on every request: what
// another instance changed shows on the next read.

let t: TestApp
let other: FastifyInstance
let customer: TestCustomer

beforeAll(async () => {
  t = await startTestApp({ CACHE_TTL_MS: '60000' })
  other = await startSecondInstance(t)
  customer = await createCustomer(t, 'Orla')
})
afterAll(async () => {
  await other.close()
  await t.close()
})

const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: customer.auth,
    ...(payload ? { payload } : {}),
  })

const basket = async (app: FastifyInstance) => {
  const res = await call(app, 'GET', '/user/cart/get')
  expect(res.statusCode).toBe(200)
  return res.json()
}

describe('GET /user/cart/get', () => {
  it('shows a line added, changed or removed on another instance at once', async () => {
    expect((await basket(other)).data).toEqual([])
    await call(t.app, 'POST', '/user/cart/add-bulk', {
      items: [line('item-chips', 2, {}, 'Extra salt')],
    })
    const [added] = (await basket(other)).data
    expect(added).toMatchObject({
      menu_item_id: 'item-chips',
      qty: 2,
      instructions: 'Extra salt',
      available: true,
    })

    await call(other, 'POST', '/user/cart/update-quantity', {
      cart_id: added.cart_id,
      quantity: 5,
    })
    const changed = await basket(t.app)
    expect(changed.data[0].qty).toBe(5)
    expect(changed.item_count).toBe(5)

    await call(t.app, 'POST', '/user/cart/del', { cartItemId: added.cart_id })
    expect(await basket(other)).toMatchObject({ data: [], item_count: 0 })
  })

  it('keeps the lines in their order with their add-ons, as every basket reply does', async () => {
    const added = await call(t.app, 'POST', '/user/cart/add-bulk', {
      items: [
        line('item-margherita', 1, {
          'addon-pizza-size': ['size-12'],
          'addon-pizza-toppings': ['topping-mushrooms', 'topping-jalapenos'],
        }),
        line('item-adana-kebab', 2, { 'addon-kebab-sauce': ['sauce-garlic'] }),
        line('item-chips'),
      ],
    })
    expect(added.statusCode).toBe(200)
    const { message: _message, ...fromAdd } = added.json()
    expect(await basket(other)).toEqual(fromAdd)
    const lines: { menu_item_id: string; addons: unknown[] }[] = fromAdd.data
    expect(lines.map((l) => [l.menu_item_id, l.addons.length])).toEqual([
      ['item-margherita', 3],
      ['item-adana-kebab', 1],
      ['item-chips', 0],
    ])
  })

  it('answers 401 at once on every instance once the customer signs out', async () => {
    const signedOut = await call(t.app, 'POST', '/user/logout')
    expect(signedOut.statusCode).toBe(200)
    for (const app of [other, t.app]) {
      const res = await call(app, 'GET', '/user/cart/get')
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        status: false,
        message: 'Please log in first.',
        code: 'UNAUTHORIZED',
      })
    }
  })
})
