import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient, staffClient } from './helpers/order'
import { createClock, MINUTE } from './helpers/otp'
import {
  customerOrder,
  type PayingApp,
  type PlacedOrder,
  placeOnline,
  sessionOf,
  startPayingApp,
} from './helpers/payments'
import { createStaff, type TestStaff } from './helpers/staff'

// A fixed evening, so skipping to the automatic rejection never crosses the trading day.
const clock = createClock('2026-11-27T19:00:00Z')
let paying: PayingApp
let owner: TestStaff
let member: TestStaff

beforeAll(async () => {
  paying = await startPayingApp({}, clock.now)
  owner = await createStaff(paying.t, 'owner', 'Mehmet')
  member = await createStaff(paying.t, 'staff', 'Ciara')
})
afterAll(() => paying.close())

/** An order paid online and on the board. */
async function paidOrder(customer?: TestCustomer) {
  const who = customer ?? (await createCustomer(paying.t, 'Niamh'))
  const order = await placeOnline(paying.t, who)
  await paying.stripe.pay(sessionOf(paying.stripe, order).id)
  await vi.waitFor(async () =>
    expect((await customerOrder(paying.t, who, order._id)).payment_mode).toBe(
      'CARD',
    ),
  )
  return { customer: who, order }
}

const refundsOf = (order: PlacedOrder) =>
  paying.stripe.refunds().filter((r) => r.metadata?.order_id === order._id)

const refund = (
  order: PlacedOrder,
  body: object,
  key: string,
  by: TestStaff = owner,
) =>
  paying.t.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${order.order_id}/refund`,
    headers: { ...by.auth, 'idempotency-key': key },
    payload: body,
  })

describe('refunds in full', () => {
  it('a paid order the kitchen rejects is refunded once, and the customer sees Refunded', async () => {
    const { customer, order } = await paidOrder()
    const kitchen = staffClient(paying.t, member.token)
    expect(
      (await kitchen.reject(order.order_id, 'too_busy', '')).statusCode,
    ).toBe(200)
    expect(
      (await kitchen.reject(order.order_id, 'too_busy', '')).statusCode,
    ).toBe(409)
    expect(refundsOf(order).map((r) => r.amount)).toEqual([order.final_amount])
    // Stripe's charge.refunded arrives after and agrees.
    await vi.waitFor(() =>
      expect(
        paying.stripe
          .deliveries()
          .filter((d) => d.type === 'charge.refunded' && d.status === 200)
          .length,
      ).toBeGreaterThan(0),
    )
    expect(await customerOrder(paying.t, customer, order._id)).toMatchObject({
      order_status: 'rejected',
      paid_amount: order.final_amount,
      refunded_amount: order.final_amount,
    })
    expect(refundsOf(order)).toHaveLength(1)
  })

  it('a paid order nobody answers is rejected after 10 minutes and refunded', async () => {
    const { customer, order } = await paidOrder()
    clock.advance(11 * MINUTE)
    await staffClient(paying.t, member.token).board()
    expect(await customerOrder(paying.t, customer, order._id)).toMatchObject({
      order_status: 'rejected',
      refunded_amount: order.final_amount,
    })
    expect(refundsOf(order)).toHaveLength(1)
  })

  it('a paid order cancelled by the kitchen is refunded, and the cancel cannot be undone', async () => {
    const { customer, order } = await paidOrder()
    const kitchen = staffClient(paying.t, member.token)
    await kitchen.accept(order.order_id, 20)
    const cancelled = await kitchen.setStatus(order.order_id, 'cancelled')
    expect(cancelled.json().data).toMatchObject({
      order_status: 'cancelled',
      refunded_amount: order.final_amount,
      undo: null,
    })
    expect((await kitchen.undo(order.order_id)).statusCode).toBe(409)
    expect(
      (await customerOrder(paying.t, customer, order._id)).refunded_amount,
    ).toBe(order.final_amount)
  })

  it('a refund Stripe could not make is made by the sweep once Stripe answers', async () => {
    const { order } = await paidOrder()
    // Stripe fails every request (the library's retries, the sweep's tries) until it is back.
    paying.stripe.failNextRequests(Number.POSITIVE_INFINITY)
    const rejected = await staffClient(paying.t, member.token).reject(
      order.order_id,
      'closing_soon',
      '',
    )
    expect(rejected.json().data).toMatchObject({
      order_status: 'rejected',
      refunded_amount: 0,
    })
    expect(refundsOf(order)).toHaveLength(0)
    paying.stripe.failNextRequests(0)
    clock.advance(2 * MINUTE)
    await vi.waitFor(() => expect(refundsOf(order)).toHaveLength(1), {
      timeout: 8000,
    })
    await vi.waitFor(async () => {
      const staffView = (
        await staffClient(paying.t, member.token).get(order.order_id)
      ).json().data
      expect(staffView.refunded_amount).toBe(order.final_amount)
    })
  })

  it('a cash order is rejected without any call to Stripe', async () => {
    const customer = await createCustomer(paying.t, 'Cathal')
    await asCustomer(paying.t, customer).addBulk([line('item-baklava', 1)])
    const placed = (
      await orderClient(paying.t, customer).submit({ order_type: 'collection' })
    ).json().data
    const calls = paying.stripe.requests().length
    await staffClient(paying.t, member.token).reject(
      placed.order_id,
      'too_busy',
      '',
    )
    expect(paying.stripe.requests().length).toBe(calls)
  })
})

describe('the owner’s partial refund', () => {
  it('gives back part of a paid order, once per key, and the customer sees it', async () => {
    const { customer, order } = await paidOrder()
    const first = await refund(
      order,
      { amount: 150, reason: 'Chips were cold' },
      'k-1',
    )
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      message: `Refunded £1.50 on order ${order.order_id}.`,
      data: { refunded_amount: 150, order_status: 'pending' },
    })
    expect((await refund(order, { amount: 150 }, 'k-1')).statusCode).toBe(200)
    expect(refundsOf(order).map((r) => r.amount)).toEqual([150])
    expect(
      (await customerOrder(paying.t, customer, order._id)).refunded_amount,
    ).toBe(150)

    const left = order.final_amount - 150
    const tooMuch = await refund(order, { amount: left + 1 }, 'k-2')
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json()).toMatchObject({
      code: 'REFUND_TOO_LARGE',
      message: expect.stringMatching(
        /^You can refund at most £\d+\.\d\d on order \d+\.$/,
      ),
    })
    expect(
      (await refund(order, { amount: left }, 'k-3')).json().data
        .refunded_amount,
    ).toBe(order.final_amount)
    const nothingLeft = await refund(order, { amount: 1 }, 'k-4')
    expect(nothingLeft.json().message).toBe(
      `Order ${order.order_id} has been refunded in full already.`,
    )
  })

  it('is the owner’s alone, for orders paid online, with a clear refusal for bad input', async () => {
    const { order } = await paidOrder()
    const byStaff = await refund(order, { amount: 100 }, 'k-5', member)
    expect(byStaff.statusCode).toBe(403)

    const customer = await createCustomer(paying.t, 'Orla')
    await asCustomer(paying.t, customer).addBulk([line('item-baklava', 1)])
    const cash = (
      await orderClient(paying.t, customer).submit({ order_type: 'collection' })
    ).json().data
    const notOnline = await refund(cash, { amount: 100 }, 'k-6')
    expect(notOnline.json()).toMatchObject({
      code: 'NOT_PAID_ONLINE',
      message: `Order ${cash.order_id} was not paid online: there is nothing to refund through Stripe.`,
    })
    for (const [body, message] of [
      [{ amount: 0 }, 'amount must be at least 1p'],
      [{ amount: 1.5 }, 'amount must be a whole number of pence'],
      [
        { amount: 100, reason: 'x'.repeat(201) },
        'reason must be 200 characters or fewer',
      ],
    ] as const) {
      const res = await refund(order, body, 'k-7')
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
    }
    const noKey = await paying.t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.order_id}/refund`,
      headers: owner.auth,
      payload: { amount: 100 },
    })
    expect(noKey.statusCode).toBe(400)
    expect(refundsOf(order)).toHaveLength(0)
  })

  it('a refund made in Stripe’s dashboard shows on the order', async () => {
    const { customer, order } = await paidOrder()
    const stripe = new Stripe('sk_test_dashboard', {
      host: new URL(paying.stripe.url).hostname,
      port: Number(new URL(paying.stripe.url).port),
      protocol: 'http',
    })
    const session = sessionOf(paying.stripe, order)
    await stripe.refunds.create({
      payment_intent: String(session.payment_intent),
      amount: 200,
    })
    await vi.waitFor(async () =>
      expect(
        (await customerOrder(paying.t, customer, order._id)).refunded_amount,
      ).toBe(200),
    )
  })
})

describe('takings', () => {
  it('count accepted online payments and the refunds on them', async () => {
    const get = async () =>
      (
        await paying.t.app.inject({
          method: 'GET',
          url: '/api/staff/takings',
          headers: owner.auth,
        })
      ).json().data
    const before = await get()
    const { order } = await paidOrder()
    await staffClient(paying.t, member.token).accept(order.order_id, 15)
    const unpaid = await placeOnline(
      paying.t,
      await createCustomer(paying.t, 'Fionn'),
    )
    await refund(order, { amount: 100 }, 'takings-1')
    const after = await get()
    expect(after.byPayment.online).toEqual({
      count: before.byPayment.online.count + 1,
      total: before.byPayment.online.total + order.final_amount,
    })
    expect(after.refunds.total).toBe(before.refunds.total + 100)
    expect(after.net).toBe(after.total - after.refunds.total)
    // An order still waiting for its payment is not takings.
    expect(after.orders).toBe(before.orders + 1)
    expect(unpaid.order_status).toBe('awaiting_payment')
  })
})
