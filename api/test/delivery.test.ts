import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer } from './helpers/cart'
import { createCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let customer: ReturnType<typeof asCustomer>

beforeAll(async () => {
  t = await startTestApp()
  customer = asCustomer(t, await createCustomer(t))
})
afterAll(() => t.close())

const OUTSIDE_BELFAST = "Sorry we don't deliver outside Belfast."

describe('POST /api/user/cart/get-delivery-fee', () => {
  // Tiers of the seed: up to 1 mile £1.50, 2 miles £2.50, 3 miles £3.50, 5 miles £4.50.
  it.each([
    ['BT7 1JG', 150, 0.1], // Ormeau, the shop's own district
    ['bt2 7aa', 250, 1.2], // city centre, any case
    ['BT12 6DF', 250, 2], // exactly on the 2-mile edge
    ['BT5 4AB', 350, 2.8],
    ['BT8 6WA', 450, 3.3],
    ['BT11  9AB', 450, 4.1],
  ])(
    'prices %s at %i pence for %s miles',
    async (postcode, deliveryFee, mile) => {
      const res = await customer.deliveryFee({ postcode })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        status: true,
        deliveryFee,
        mile,
        data: { deliveryFee, mile },
      })
    },
  )

  it.each([
    ['BT17 0XY', 'Sorry, BT17 is outside our delivery range.'],
    ['BT16 1AA', 'Sorry, BT16 is outside our delivery range.'],
  ])('refuses %s beyond the last tier', async (postcode, message) => {
    const res = await customer.deliveryFee({ postcode })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      message,
      code: 'OUTSIDE_DELIVERY_AREA',
    })
  })

  it.each([
    ['BT18 9AB', OUTSIDE_BELFAST],
    ['SW1A 1AA', OUTSIDE_BELFAST],
    ['BT7', OUTSIDE_BELFAST],
    ['', 'postcode is required.'],
    ['   ', 'postcode is required.'],
    [null, 'postcode is required.'],
  ])('refuses %j with the SPEC text', async (postcode, message) => {
    const res = await customer.deliveryFee({ postcode })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      message,
      code: 'INVALID_POSTCODE',
    })
  })

  it('asks for a postcode when the body has none', async () => {
    const res = await customer.deliveryFee({})
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('postcode is required.')
  })

  it('answers a wrong type or an over-long postcode with 400', async () => {
    for (const postcode of [7, 'B'.repeat(31)]) {
      const res = await customer.deliveryFee({ postcode })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        status: false,
        code: 'VALIDATION_ERROR',
      })
      expect(res.json().message).toContain('postcode')
    }
  })

  it('takes the tiers and the shop location from the shop settings', async () => {
    const { db } = t.database
    const [before] = await db.query<{
      location: unknown
      delivery_fees: unknown
    }>('select location, delivery_fees from shop_settings')
    try {
      await db.query(
        `update shop_settings set delivery_fees = '[{"maxMiles": 10, "feePence": 99}]'`,
      )
      expect(
        (await customer.deliveryFee({ postcode: 'BT17 0XY' })).json(),
      ).toMatchObject({
        deliveryFee: 99,
        mile: 5.5,
      })
      // Move the shop to the middle of BT17.
      await db.query(
        `update shop_settings set location = '{"lat": 54.545, "lng": -6.003}'`,
      )
      expect(
        (await customer.deliveryFee({ postcode: 'BT17 0XY' })).json().mile,
      ).toBe(0)
    } finally {
      await db.query(
        'update shop_settings set location = $1, delivery_fees = $2',
        [
          JSON.stringify(before?.location),
          JSON.stringify(before?.delivery_fees),
        ],
      )
    }
  })

  it('shows the shop location in the shop settings', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/client/shop/settings',
    })
    expect(res.json().data.shop.location).toEqual({ lat: 54.5835, lng: -5.921 })
  })
})
