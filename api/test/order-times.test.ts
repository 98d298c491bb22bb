import type { OrderStep } from '@food/shared/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient, saveAddress, staffClient } from './helpers/order'
import { createClock, MINUTE } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// Opening 16:30–01:00, delivery 17:00–01:00; 2026-03-04 is a Wednesday in GMT (local = UTC).
const clock = createClock('2026-03-04T19:52:00Z')
let t: TestApp
let customer: TestCustomer
let member: TestStaff
let addressId: string

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  customer = await createCustomer(t, 'Niamh')
  member = await createStaff(t, 'staff', 'Ciara')
  addressId = await saveAddress(t, customer)
})
afterAll(() => t.close())

const at = (iso: string) => {
  clock.advance(new Date(iso).getTime() - clock.now().getTime())
}
const shopStatus = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/shop-status' })
  expect(res.statusCode).toBe(200)
  return res.json()
}
async function submit(payload: object) {
  await asCustomer(t, customer).addBulk([line('item-adana-kebab', 2)])
  return orderClient(t, customer).submit(payload)
}
const delivery = (extra: object = {}) =>
  submit({ order_type: 'delivery', address_id: addressId, ...extra })
const collection = (extra: object = {}) =>
  submit({ order_type: 'collection', ...extra })
const iso = (text: string) => new Date(text).toISOString()

describe('the facts before the first tap (GET /shop-status)', () => {
  it('says how long delivery and collection take, the minimum, the smallest fee and today’s hours', async () => {
    at('2026-03-04T19:52:00Z')
    const body = await shopStatus()
    expect(body).toMatchObject({ status: true, isOpen: true })
    const { times } = body.data
    expect(times).toMatchObject({
      leadMinutes: 20,
      hoursToday: 'Open until 01:00',
      delivery: {
        isOpenNow: true,
        minutes: { from: 30, to: 45 },
        minimumOrderPence: 1200,
        feeFromPence: 150,
      },
      collection: { isOpenNow: true, minutes: { from: 15, to: 20 } },
    })
    // Quarter hours from 20:15 (the lead time ahead of 19:52) to closing, past midnight included.
    expect(times.delivery.slots[0]).toBe(iso('2026-03-04T20:15:00Z'))
    expect(times.delivery.slots.at(-1)).toBe(iso('2026-03-05T01:00:00Z'))
    expect(times.delivery.slots).toHaveLength(20)
  })

  it('widens with busy mode at once, and narrows again when it ends', async () => {
    const auth = { headers: member.auth }
    const busy = await t.app.inject({
      method: 'POST',
      url: '/api/staff/shop/busy',
      payload: { minutes: 20, forMinutes: 30 },
      ...auth,
    })
    expect(busy.statusCode).toBe(200)
    const { times } = (await shopStatus()).data
    expect(times.leadMinutes).toBe(40)
    expect(times.delivery.minutes).toEqual({ from: 50, to: 65 })
    expect(times.collection.minutes).toEqual({ from: 35, to: 40 })
    expect(times.collection.slots[0]).toBe(iso('2026-03-04T20:45:00Z'))
    clock.advance(31 * MINUTE)
    expect((await shopStatus()).data.times.leadMinutes).toBe(20)
    // Ended for good: the other tests move the clock back.
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/staff/shop/busy/end',
      ...auth,
    })
    expect(ended.statusCode).toBe(200)
  })

  it('before delivery starts: collection now, delivery only for later', async () => {
    at('2026-03-04T16:40:00Z')
    const { times } = (await shopStatus()).data
    expect(times.collection.isOpenNow).toBe(true)
    expect(times.delivery.isOpenNow).toBe(false)
    expect(times.delivery.slots[0]).toBe(iso('2026-03-04T17:00:00Z'))
  })
})

describe('the promised time', () => {
  it('is stored with an order and shown in the customer’s views until the kitchen quotes its own', async () => {
    at('2026-03-04T19:30:00Z')
    const placed = await collection()
    expect(placed.statusCode).toBe(201)
    const order = placed.json().data
    expect(order).toMatchObject({
      promised_at: iso('2026-03-04T19:50:00Z'),
      scheduled_for: null,
      expected_at: null,
    })
    const listed = (await orderClient(t, customer).list()).json().data
    expect(listed[0]).toMatchObject({
      order_id: order.order_id,
      promised_at: iso('2026-03-04T19:50:00Z'),
    })

    const accepted = await staffClient(t, member.token).accept(
      order.order_id,
      30,
    )
    expect(accepted.statusCode).toBe(200)
    const [after] = (await orderClient(t, customer).list()).json().data
    expect(after.promised_at).toBe(iso('2026-03-04T20:00:00Z'))
  })

  it('adds the drive for a delivery', async () => {
    at('2026-03-04T19:30:00Z')
    const order = (await delivery()).json().data
    const drive = 10 + Math.ceil(3 * order.delivery_miles)
    expect(order.promised_at).toBe(
      new Date(clock.now().getTime() + (20 + drive) * MINUTE).toISOString(),
    )
  })
})

describe('ordering for later', () => {
  it('takes an open slot: the promise is the slot, the board holds it', async () => {
    at('2026-03-04T19:52:00Z')
    const res = await delivery({ scheduled_for: '2026-03-04T21:30:00.000Z' })
    expect(res.statusCode).toBe(201)
    const order = res.json().data
    expect(order).toMatchObject({
      order_status: 'pending',
      scheduled_for: iso('2026-03-04T21:30:00Z'),
      promised_at: iso('2026-03-04T21:30:00Z'),
    })
    // Nobody answering it for half an hour does not reject it: it is not due yet.
    clock.advance(30 * MINUTE)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const kept = await staffClient(t, member.token).get(order.order_id)
    expect(kept.json().data).toMatchObject({
      order_status: 'pending',
      scheduled_for: iso('2026-03-04T21:30:00Z'),
    })
    // Accepted early, it is still made for its time: ready in time for the drive.
    const accepted = await staffClient(t, member.token).accept(
      order.order_id,
      15,
    )
    expect(accepted.json().data.expected_at).toBe(iso('2026-03-04T21:30:00Z'))
  })

  it('takes a delivery for later before deliveries start', async () => {
    at('2026-03-04T16:40:00Z')
    expect((await delivery()).json().code).toBe('DELIVERY_CLOSED')
    const res = await delivery({ scheduled_for: '2026-03-04T17:30:00Z' })
    expect(res.statusCode).toBe(201)
  })

  it('takes an order for this evening before opening, and none for as soon as possible', async () => {
    at('2026-03-04T11:00:00Z')
    const { isOpen, data } = await shopStatus()
    expect(isOpen).toBe(false)
    expect(data.message).toBe('We open today at 16:30.')
    expect(data.times.collection).toMatchObject({ isOpenNow: false })
    expect(data.times.collection.slots[0]).toBe(iso('2026-03-04T16:30:00Z'))
    expect(data.times.delivery.slots[0]).toBe(iso('2026-03-04T17:00:00Z'))

    const now = await collection()
    expect(now.statusCode).toBe(422)
    expect(now.json()).toMatchObject({
      code: 'SHOP_CLOSED',
      message:
        "Sorry, we're closed and not taking orders. We open today at 16:30.",
    })
    const later = await delivery({ scheduled_for: '2026-03-04T19:00:00Z' })
    expect(later.statusCode).toBe(201)
    expect(later.json().data).toMatchObject({
      order_status: 'pending',
      scheduled_for: iso('2026-03-04T19:00:00Z'),
    })
  })

  it('offers and takes no time for later while online orders are paused', async () => {
    at('2026-03-04T19:52:00Z')
    const paused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/shop/pause',
      payload: { until: '21:00', reason: '' },
      headers: member.auth,
    })
    expect(paused.statusCode).toBe(200)
    const { times } = (await shopStatus()).data
    expect(times.collection.slots).toEqual([])
    expect(times.delivery.slots).toEqual([])
    const res = await collection({ scheduled_for: '2026-03-04T22:00:00Z' })
    expect(res.json()).toMatchObject({ code: 'ORDERING_PAUSED' })
    const resumed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/shop/resume',
      headers: member.auth,
    })
    expect(resumed.statusCode).toBe(200)
  })

  it.each([
    [
      'too soon for the kitchen',
      '2026-03-04T20:00:00Z',
      "Sorry, we can't deliver at 20:00. Choose a delivery time on the quarter hour between 20:15 and 01:00 tonight.",
    ],
    [
      'not on the quarter hour',
      '2026-03-04T20:20:00Z',
      "Sorry, we can't deliver at 20:20.",
    ],
    [
      'after closing',
      '2026-03-05T01:15:00Z',
      "Sorry, we can't deliver at 01:15.",
    ],
    [
      'tomorrow evening',
      '2026-03-05T19:00:00Z',
      "Sorry, we can't deliver at 19:00.",
    ],
  ])(
    'refuses a slot %s with a clear message, and keeps the basket',
    async (_label, slot, message) => {
      at('2026-03-04T19:52:00Z')
      const res = await delivery({ scheduled_for: slot })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ status: false, code: 'SLOT_NOT_OPEN' })
      expect(res.json().message).toContain(message)
      const cart = (await asCustomer(t, customer).getCart()).json()
      expect(cart.data.length).toBeGreaterThan(0)
    },
  )

  it('says so for a collection, and when the evening has no times left', async () => {
    at('2026-03-04T19:52:00Z')
    const early = await collection({ scheduled_for: '2026-03-04T19:45:00Z' })
    expect(early.json().message).toBe(
      "Sorry, we can't have it ready to collect at 19:45. Choose a collection time on the quarter hour between 20:15 and 01:00 tonight.",
    )
    at('2026-03-05T00:50:00Z')
    const late = await collection({ scheduled_for: '2026-03-05T01:00:00Z' })
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe(
      'Sorry, there are no more collection times tonight.',
    )
  })

  it('refuses a time that is not a time with 400 naming the field', async () => {
    at('2026-03-04T19:52:00Z')
    const res = await collection({ scheduled_for: 'half eight' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('scheduled_for')
  })
})

describe('the history (each step and when)', () => {
  const history = async (orderId: string) => {
    const res = await orderClient(t, customer).get(orderId)
    expect(res.statusCode).toBe(200)
    return res.json().data.history as OrderStep[]
  }

  it('lists placed, accepted, ready and delivered with their times; an undone step is not listed', async () => {
    at('2026-03-04T20:00:00Z')
    const order = (await collection()).json().data
    expect(order.history).toEqual([
      { status: 'pending', at: iso('2026-03-04T20:00:00Z') },
    ])
    const staff = staffClient(t, member.token)
    at('2026-03-04T20:02:00Z')
    expect((await staff.accept(order.order_id, 20)).statusCode).toBe(200)
    at('2026-03-04T20:15:00Z')
    expect((await staff.advance(order.order_id)).statusCode).toBe(200)
    expect((await staff.undo(order.order_id)).statusCode).toBe(200)
    expect(await history(order.order_id)).toEqual([
      { status: 'pending', at: iso('2026-03-04T20:00:00Z') },
      { status: 'preparing', at: iso('2026-03-04T20:02:00Z') },
    ])
    at('2026-03-04T20:18:00Z')
    expect((await staff.advance(order.order_id)).statusCode).toBe(200)
    at('2026-03-04T20:25:00Z')
    expect((await staff.advance(order.order_id)).statusCode).toBe(200)
    expect(await history(order._id)).toEqual([
      { status: 'pending', at: iso('2026-03-04T20:00:00Z') },
      { status: 'preparing', at: iso('2026-03-04T20:02:00Z') },
      { status: 'ready', at: iso('2026-03-04T20:18:00Z') },
      { status: 'delivered', at: iso('2026-03-04T20:25:00Z') },
    ])
  })

  it('says when a delivery went out, and when a rejected order was refused', async () => {
    at('2026-03-04T20:30:00Z')
    const staff = staffClient(t, member.token)
    const out = (await delivery()).json().data
    at('2026-03-04T20:31:00Z')
    await staff.accept(out.order_id, 20)
    at('2026-03-04T20:50:00Z')
    await staff.advance(out.order_id)
    expect((await history(out.order_id)).map(({ status }) => status)).toEqual([
      'pending',
      'preparing',
      'out_for_delivery',
    ])
    expect((await history(out.order_id))[2]?.at).toBe(
      iso('2026-03-04T20:50:00Z'),
    )

    const refused = (await collection()).json().data
    at('2026-03-04T20:52:00Z')
    expect((await staff.reject(refused.order_id, 'too_busy')).statusCode).toBe(
      200,
    )
    expect(await history(refused.order_id)).toEqual([
      { status: 'pending', at: iso('2026-03-04T20:50:00Z') },
      { status: 'rejected', at: iso('2026-03-04T20:52:00Z') },
    ])
  })
})
