import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCustomer } from './helpers/customer'
import { staffClient } from './helpers/order'
import {
  customerOrder,
  type PayingApp,
  type PlacedOrder,
  placeOnline,
  sessionOf,
  startPayingApp,
  WEBHOOK_SECRET,
} from './helpers/payments'
import { createStaff, type TestStaff } from './helpers/staff'

let paying: PayingApp
let owner: TestStaff
let member: TestStaff

beforeAll(async () => {
  paying = await startPayingApp()
  owner = await createStaff(paying.t, 'owner', 'Mehmet')
  member = await createStaff(paying.t, 'staff', 'Ciara')
})
afterAll(() => paying.close())

/** An order paid online, waiting on the board; its PaymentIntent. */
async function paidOrder() {
  const customer = await createCustomer(paying.t, 'Niamh')
  const order = await placeOnline(paying.t, customer)
  await paying.stripe.pay(sessionOf(paying.stripe, order).id)
  await vi.waitFor(async () =>
    expect(
      (await customerOrder(paying.t, customer, order._id)).payment_mode,
    ).toBe('CARD'),
  )
  const paymentIntent = String(sessionOf(paying.stripe, order).payment_intent)
  return { order, paymentIntent }
}

let events = 0
/** A charge.refunded event body as Stripe shapes it, with whatever figures a test gives. */
function refundedEvent(charge: Record<string, unknown>, id?: string) {
  events += 1
  return JSON.stringify({
    id: id ?? `evt_cap_${events}_${Date.now()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: 'charge.refunded',
    data: { object: { id: `ch_cap_${events}`, object: 'charge', ...charge } },
  })
}

const staffView = async (order: PlacedOrder) =>
  (await staffClient(paying.t, owner.token).get(order.order_id)).json().data

/** Sent as Stripe sends it, signed with the real secret: the webhook's whole reply. */
async function deliver(payload: string) {
  const res = await paying.t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload,
  })
  return { status: res.statusCode, body: res.json() }
}

describe('refunded never exceeds paid', () => {
  it('caps a signed refund larger than the payment at what was paid', async () => {
    const { order, paymentIntent } = await paidOrder()
    const status = await paying.stripe.sendRaw(
      refundedEvent({
        amount_refunded: order.final_amount * 3,
        payment_intent: paymentIntent,
      }),
    )
    expect(status).toBe(200)
    expect(await staffView(order)).toMatchObject({
      paid_amount: order.final_amount,
      refunded_amount: order.final_amount,
    })
  })

  it('caps partial refunds that add up past the payment, and never lowers one', async () => {
    const { order, paymentIntent } = await paidOrder()
    const refunded = async () => (await staffView(order)).refunded_amount
    // Stripe's amount_refunded is the charge's running total.
    for (const [amount, expected] of [
      [100, 100],
      [50, 100],
      [order.final_amount - 1, order.final_amount - 1],
      [order.final_amount + 500, order.final_amount],
      [order.final_amount + 900, order.final_amount],
    ]) {
      const status = await paying.stripe.sendRaw(
        refundedEvent({
          amount_refunded: amount,
          payment_intent: paymentIntent,
        }),
      )
      expect(status, `amount ${amount}`).toBe(200)
      expect(await refunded(), `after ${amount}`).toBe(expected)
    }
  })

  it('answers a duplicate once: the second delivery changes nothing', async () => {
    const { order, paymentIntent } = await paidOrder()
    const payload = refundedEvent(
      { amount_refunded: 200, payment_intent: paymentIntent },
      `evt_cap_duplicate_${Date.now()}`,
    )
    expect(await deliver(payload)).toEqual({
      status: 200,
      body: { status: true, message: 'Handled charge.refunded.' },
    })
    expect(await deliver(payload)).toEqual({
      status: 200,
      body: { status: true, message: 'Already handled.' },
    })
    expect((await staffView(order)).refunded_amount).toBe(200)
  })

  it('refuses a malformed amount in the envelope, storing nothing, never a 500', async () => {
    const { order, paymentIntent } = await paidOrder()
    for (const amount of ['abc', '500', 1.5, -5, null, 1e20, { value: 5 }]) {
      const { status, body } = await deliver(
        refundedEvent({
          amount_refunded: amount,
          payment_intent: paymentIntent,
        }),
      )
      expect(status, JSON.stringify(amount)).toBe(400)
      expect(body).toEqual({
        status: false,
        code: 'WEBHOOK_EVENT_INVALID',
        message:
          'The Stripe event is malformed (data.object.amount_refunded must be a whole number of pence): nothing was changed.',
      })
    }
    const missing = await deliver(
      refundedEvent({ payment_intent: paymentIntent }),
    )
    expect(missing.status).toBe(400)
    const noObject = await deliver(
      JSON.stringify({
        id: 'evt_cap_empty',
        type: 'charge.refunded',
        data: {},
      }),
    )
    expect(noObject).toMatchObject({
      status: 400,
      body: { status: false, code: 'WEBHOOK_EVENT_INVALID' },
    })
    const session = await deliver(
      JSON.stringify({
        id: 'evt_cap_session',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_cap', amount_total: '2550' } },
      }),
    )
    expect(session.body.message).toBe(
      'The Stripe event is malformed (data.object.amount_total must be a whole number of pence): nothing was changed.',
    )
    expect((await staffView(order)).refunded_amount).toBe(0)
    // Refused, not recorded: the same id with sound figures is handled afterwards.
    const id = `evt_cap_retry_${Date.now()}`
    expect(
      (await deliver(refundedEvent({ amount_refunded: 'x' }, id))).status,
    ).toBe(400)
    expect(
      (
        await deliver(
          refundedEvent(
            { amount_refunded: 120, payment_intent: paymentIntent },
            id,
          ),
        )
      ).body.message,
    ).toBe('Handled charge.refunded.')
    expect((await staffView(order)).refunded_amount).toBe(120)
  })

  it('refuses a forged event (another secret) before reading it', async () => {
    const { order, paymentIntent } = await paidOrder()
    const status = await paying.stripe.sendRaw(
      refundedEvent({
        amount_refunded: order.final_amount,
        payment_intent: paymentIntent,
      }),
      { secret: 'whsec_someone_else' },
    )
    expect(status).toBe(400)
    expect((await staffView(order)).refunded_amount).toBe(0)
  })

  it('the database itself refuses more refunded than paid', async () => {
    const { order } = await paidOrder()
    await expect(
      paying.t.database.db.query(
        'update orders set refunded_amount = paid_amount + 1 where id = $1::uuid',
        [order._id],
      ),
    ).rejects.toThrow(/orders_refunded_within_paid/)
  })
})

describe('an order whose money has gone back', () => {
  it('cannot be accepted (409), by any button, but can be rejected', async () => {
    const { order, paymentIntent } = await paidOrder()
    await paying.stripe.sendRaw(
      refundedEvent({
        amount_refunded: order.final_amount,
        payment_intent: paymentIntent,
      }),
    )
    const kitchen = staffClient(paying.t, member.token)
    const message = `Order ${order.order_id} has been refunded in full, so it cannot be accepted. Reject it to tell the customer.`
    for (const refused of [
      await kitchen.accept(order.order_id, 15),
      await kitchen.advance(order.order_id),
      await kitchen.setStatus(order.order_id, 'preparing'),
    ]) {
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({
        status: false,
        code: 'ORDER_REFUNDED',
        message,
      })
    }
    expect((await staffView(order)).order_status).toBe('pending')
    const rejected = await kitchen.reject(order.order_id, 'too_busy')
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().data).toMatchObject({
      order_status: 'rejected',
      refunded_amount: order.final_amount,
    })
    // Nothing more went back: it had all gone already.
    expect(
      paying.stripe.refunds().filter((r) => r.metadata?.order_id === order._id),
    ).toHaveLength(0)
  })

  it('one refunded in part is still accepted', async () => {
    const { order, paymentIntent } = await paidOrder()
    await paying.stripe.sendRaw(
      refundedEvent({ amount_refunded: 100, payment_intent: paymentIntent }),
    )
    const accepted = await staffClient(paying.t, member.token).accept(
      order.order_id,
      15,
    )
    expect(accepted.statusCode).toBe(200)
  })
})
