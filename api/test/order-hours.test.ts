import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { countOrders, orderClient, saveAddress } from './helpers/order'
import { createClock } from './helpers/otp'
import { startTestApp, type TestApp } from './helpers/test-app'

// Opening 16:30–01:00 (02:00 Friday and Saturday), delivery 17:00–01:00, Europe/London.
// 2026-03-04 is a Wednesday in GMT, so local time equals UTC.
const clock = createClock('2026-03-04T12:00:00Z')
let t: TestApp
let customer: TestCustomer
let addressId: string

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  customer = await createCustomer(t, 'Tadhg')
  addressId = await saveAddress(t, customer)
  await asCustomer(t, customer).addBulk([line('item-baklava', 3)])
})
afterAll(() => t.close())

const at = (iso: string) => {
  clock.advance(new Date(iso).getTime() - clock.now().getTime())
}
const delivery = () =>
  orderClient(t, customer).submit({
    order_type: 'delivery',
    address_id: addressId,
  })
const collection = () =>
  orderClient(t, customer).submit({ order_type: 'collection' })

describe('opening and delivery hours', () => {
  it('refuses every order while the shop is closed, saying when it opens', async () => {
    at('2026-03-04T12:00:00Z')
    for (const res of [await delivery(), await collection()]) {
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('SHOP_CLOSED')
      expect(res.json().message).toMatch(
        /^Sorry, we're closed and not taking orders\. .*16:30/,
      )
    }
    expect(await countOrders(t, customer)).toBe(0)
  })

  it('takes collection but not delivery between 16:30 and 17:00', async () => {
    at('2026-03-04T16:45:00Z')
    const res = await delivery()
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      code: 'DELIVERY_CLOSED',
      message:
        'Sorry, we deliver from 17:00 to 01:00. You can still order for collection.',
    })
    expect((await collection()).statusCode).toBe(201)
  })

  it('takes a delivery after midnight, until 01:00', async () => {
    await asCustomer(t, customer).addBulk([line('item-baklava', 3)])
    at('2026-03-05T00:30:00Z')
    expect((await delivery()).statusCode).toBe(201)
    await asCustomer(t, customer).addBulk([line('item-baklava', 3)])
    at('2026-03-05T01:00:00Z')
    expect((await delivery()).json().code).toBe('SHOP_CLOSED')
  })

  it('refuses orders on a holiday with the holiday message', async () => {
    at('2026-03-04T19:00:00Z')
    await t.database.db.query(
      `update shop_settings set holiday_message = 'Closed today for Eid. Back tomorrow!'`,
    )
    try {
      const res = await collection()
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        status: false,
        code: 'SHOP_CLOSED',
        message: 'Closed today for Eid. Back tomorrow!',
      })
    } finally {
      await t.database.db.query(
        'update shop_settings set holiday_message = null',
      )
    }
    expect((await collection()).statusCode).toBe(201)
  })
})
