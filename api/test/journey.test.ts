import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// One evening's order from start to finish, over real HTTP on a socket, as the site and the
// kitchen make the calls: sign up, log in with the code from the outbox, fill the basket, save
// an address, price the delivery, order, see it listed, and follow the kitchen's status changes.

let t: TestApp
let base: string

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`
})
afterAll(() => t.close())

async function call(
  method: 'GET' | 'POST',
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: replies are checked by the assertions below
  return { status: response.status, body: (await response.json()) as any }
}

describe('a customer’s first order', () => {
  it('goes from sign-up to delivered', async () => {
    const mobile = '07911123456'

    // Login before registering points to sign-up.
    const unknown = await call('POST', '/user/login', { body: { mobile } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/regist/i)

    const signup = await call('POST', '/user/signup', {
      body: { name: 'Siobhán Murphy', email: 'siobhan@example.com', mobile },
    })
    expect(signup.status).toBe(201)
    const outbox = await call('GET', '/dev/sms-outbox?mobile=7911123456')
    const code = outbox.body.data.at(-1).code as string
    const verified = await call('POST', '/user/verify-otp', {
      body: { mobile, otp: code },
    })
    expect(verified.status).toBe(200)
    const token = verified.body.data as string

    const profile = await call('GET', '/user/get-profile', { token })
    expect(profile.body.data).toMatchObject({
      name: 'Siobhán Murphy',
      email: 'siobhan@example.com',
    })

    // The guest basket arrives as one bulk add after login.
    const added = await call('POST', '/user/cart/add-bulk', {
      token,
      body: [
        {
          menu_item_id: 'item-adana-kebab',
          quantity: 2,
          instructions: 'No onions',
          addons: [
            { addon_id: 'addon-kebab-sauce', addon_item_id: ['sauce-garlic'] },
          ],
        },
        {
          menu_item_id: 'item-coke-can',
          quantity: 2,
          instructions: '',
          addons: [],
        },
      ],
    })
    expect(added.status).toBe(200)
    const cart = (await call('GET', '/user/cart/get', { token })).body
    expect(cart.data).toHaveLength(2)
    expect(cart.final_amount).toBe(cart.total_amount - cart.discount.amount)

    const saved = await call('POST', '/user/address/add', {
      token,
      body: {
        name: 'Siobhán Murphy',
        addressLine1: '7 Eglantine Avenue',
        city: 'Belfast',
        postcode: 'bt9 6dw',
        Phone: '07911123456',
        label: 'home',
      },
    })
    expect(saved.body.message).toBe('Address added successfully!')
    const addresses = (await call('GET', '/user/address/get', { token })).body
      .data
    expect(addresses).toHaveLength(1)
    expect(addresses[0]).toMatchObject({
      postcode: 'BT9 6DW',
      is_primary: true,
    })

    const fee = await call('POST', '/user/cart/get-delivery-fee', {
      token,
      body: { postcode: addresses[0].postcode },
    })
    expect(fee.status).toBe(200)

    const placed = await call('POST', '/user/order/submit', {
      token,
      body: {
        order_type: 'delivery',
        address_id: addresses[0].address_id,
        payment_method: 'cash',
        note: 'Gate code 1234',
      },
    })
    expect(placed.status).toBe(201)
    const order = placed.body.data
    expect(order).toMatchObject({
      order_status: 'pending',
      total_amount: cart.total_amount,
      discount: { amount: cart.discount.amount },
      delivery_fee: fee.body.deliveryFee,
      final_amount: cart.final_amount + fee.body.deliveryFee,
      address: { addressLine1: '7 Eglantine Avenue', postcode: 'BT9 6DW' },
    })
    expect((await call('GET', '/user/cart/get', { token })).body.data).toEqual(
      [],
    )

    // The kitchen moves it along; the customer's list follows.
    const staff = (await createStaff(t)).token
    const live = (await call('GET', '/staff/orders', { token: staff })).body
      .data
    expect(live.map((o: { _id: string }) => o._id)).toContain(order._id)
    for (const next of ['preparing', 'out_for_delivery', 'delivered']) {
      const moved = await call(
        'POST',
        `/staff/orders/${order.order_id}/advance`,
        {
          token: staff,
        },
      )
      expect(moved.body.data.order_status).toBe(next)
      const [mine] = (await call('GET', '/user/order', { token })).body.data
      expect(mine).toMatchObject({ _id: order._id, order_status: next })
    }
    const after = (await call('GET', '/staff/orders', { token: staff })).body
      .data
    expect(after.map((o: { _id: string }) => o._id)).not.toContain(order._id)
  })
})
