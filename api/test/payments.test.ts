import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient, staffClient } from './helpers/order'
import {
  customerOrder,
  type PayingApp,
  paymentClient,
  placeOnline,
  SITE,
  sessionOf,
  startPayingApp,
  WEBHOOK_SECRET,
} from './helpers/payments'
import { createStaff } from './helpers/staff'

let paying: PayingApp
let kitchenToken: string

beforeAll(async () => {
  paying = await startPayingApp()
  kitchenToken = (await createStaff(paying.t)).token
})
afterAll(() => paying.close())

const newCustomer = () => createCustomer(paying.t, 'Saoirse')
const basketSize = async (customer: TestCustomer) =>
  (await asCustomer(paying.t, customer).getCart()).json().data.length
const boardIds = async () =>
  (await staffClient(paying.t, kitchenToken).board())
    .json()
    .data.orders.map((o: { _id: string }) => o._id)

/** Waits for the webhook to have done its work: the order as its customer sees it. */
const settled = (customer: TestCustomer, orderId: string, status: string) =>
  vi.waitFor(async () => {
    const order = await customerOrder(paying.t, customer, orderId)
    expect(order.order_status).toBe(status)
    return order
  })

describe('paying now by card', () => {
  it('makes an order the kitchen does not see, and a session for its exact total', async () => {
    const customer = await newCustomer()
    await asCustomer(paying.t, customer).addBulk([
      line('item-baklava', 2),
      line('item-coke-can', 1),
    ])
    const res = await paying.t.app.inject({
      method: 'POST',
      url: '/api/user/order/submit',
      headers: { ...customer.auth, origin: SITE },
      payload: { order_type: 'collection', payment_method: 'online' },
    })
    expect(res.statusCode).toBe(201)
    const order = res.json().data
    expect(res.json().message).toBe(
      `Order ${order.order_id} is waiting for your card payment.`,
    )
    expect(order).toMatchObject({
      order_status: 'awaiting_payment',
      payment_mode: 'COD',
      payment_method: 'online',
      paid_amount: 0,
    })
    const session = sessionOf(paying.stripe, order)
    expect(order.checkout_url).toBe(session.url)
    expect(session).toMatchObject({
      amount_total: order.final_amount,
      currency: 'gbp',
      client_reference_id: order.order_id,
      success_url: `${SITE}/checkout?paid=${order._id}`,
      cancel_url: `${SITE}/checkout?unpaid=${order._id}`,
    })
    // The basket waits for the payment; the kitchen has nothing yet.
    expect(await basketSize(customer)).toBe(2)
    expect(await boardIds()).not.toContain(order._id)
    const staffView = await staffClient(paying.t, kitchenToken).get(
      order.order_id,
    )
    expect(staffView.statusCode).toBe(404)
  })

  it('makes one order and one session however often a tap is repeated', async () => {
    const customer = await newCustomer()
    await asCustomer(paying.t, customer).addBulk([line('item-baklava', 1)])
    const before = paying.stripe.sessions().length
    const submit = () =>
      orderClient(paying.t, customer).submit(
        { order_type: 'collection', payment_method: 'online' },
        'double-tap-key',
      )
    const replies = await Promise.all([submit(), submit(), submit()])
    const ids = new Set(replies.map((r) => r.json().data._id))
    const urls = new Set(replies.map((r) => r.json().data.checkout_url))
    expect(ids.size).toBe(1)
    expect(urls.size).toBe(1)
    expect(paying.stripe.sessions().length).toBe(before + 1)
  })

  it('is placed for the kitchen once Stripe says it is paid: Paid, basket empty, the board rings', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    await paying.stripe.pay(sessionOf(paying.stripe, order).id)
    const paid = await settled(customer, order._id, 'pending')
    expect(paid).toMatchObject({
      payment_mode: 'CARD',
      paid_amount: order.final_amount,
      checkout_url: null,
    })
    expect(await basketSize(customer)).toBe(0)
    const board = (await staffClient(paying.t, kitchenToken).board()).json()
      .data.orders
    expect(
      board.find((o: { _id: string }) => o._id === order._id),
    ).toMatchObject({
      acknowledgedAt: null,
      payment_mode: 'CARD',
      payment_problem: null,
    })
  })

  it('asks Stripe on the return page when the webhook has not arrived', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    paying.stripe.setDelivery('hold')
    try {
      await paying.stripe.pay(sessionOf(paying.stripe, order).id)
      const confirmed = await paymentClient(paying.t, customer).confirm(
        order._id,
      )
      expect(confirmed.statusCode).toBe(200)
      expect(confirmed.json().data).toMatchObject({
        order_status: 'pending',
        payment_mode: 'CARD',
      })
    } finally {
      paying.stripe.setDelivery('immediate')
    }
    // The late webhook then finds it done, and changes nothing.
    await paying.stripe.flush()
    const order2 = await customerOrder(paying.t, customer, order._id)
    expect(order2).toMatchObject({
      order_status: 'pending',
      paid_amount: order.final_amount,
    })
  })

  it('says "still waiting" on the return page while Stripe has no payment', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    const confirmed = await paymentClient(paying.t, customer).confirm(order._id)
    expect(confirmed.json().data.order_status).toBe('awaiting_payment')
  })

  it('cancelled on Stripe’s page: the order is cancelled, nothing charged, the basket kept', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    const res = await paymentClient(paying.t, customer).cancel(order._id)
    expect(res.json()).toMatchObject({
      status: true,
      message:
        'Payment cancelled: nothing was charged. Your basket is as you left it.',
      data: {
        order_status: 'cancelled',
        payment_mode: 'COD',
        cancel_reason:
          'You cancelled the card payment, so the order was cancelled. Nothing was charged.',
      },
    })
    expect(await basketSize(customer)).toBe(1)
    // The session is closed: its page can no longer take the money.
    expect(sessionOf(paying.stripe, order).status).toBe('expired')
  })

  it('a payment that went through before the cancel wins', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    paying.stripe.setDelivery('hold')
    try {
      await paying.stripe.pay(sessionOf(paying.stripe, order).id)
      const res = await paymentClient(paying.t, customer).cancel(order._id)
      expect(res.json().data).toMatchObject({
        order_status: 'pending',
        payment_mode: 'CARD',
      })
    } finally {
      paying.stripe.setDelivery('immediate')
      await paying.stripe.flush()
    }
  })

  it('an expired session cancels the order and tells the customer', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    await paying.stripe.expire(sessionOf(paying.stripe, order).id)
    const cancelled = await settled(customer, order._id, 'cancelled')
    expect(cancelled.cancel_reason).toBe(
      'The card payment was not completed in time, so the order was cancelled. Nothing was charged.',
    )
    expect(await boardIds()).not.toContain(order._id)
  })

  it('a failed delayed payment cancels the order', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    const session = sessionOf(paying.stripe, order)
    await paying.stripe.pay(session.id, { async: true })
    await vi.waitFor(() =>
      expect(
        paying.stripe
          .deliveries()
          .some(
            (d) => d.type === 'checkout.session.completed' && d.status === 200,
          ),
      ).toBe(true),
    )
    expect(
      (await customerOrder(paying.t, customer, order._id)).order_status,
    ).toBe('awaiting_payment')
    await paying.stripe.asyncResult(session.id, 'failed')
    const cancelled = await settled(customer, order._id, 'cancelled')
    expect(cancelled.cancel_reason).toBe(
      'The card payment failed, so the order was cancelled. Nothing was charged.',
    )
  })

  it('a paid amount that differs from the total is flagged, refunded and never accepted', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    const short = order.final_amount - 100
    await paying.stripe.pay(sessionOf(paying.stripe, order).id, {
      amount: short,
    })
    const refused = await settled(customer, order._id, 'cancelled')
    expect(refused.cancel_reason).toBe(
      'Your payment did not match the order total, so the order was cancelled and your payment refunded in full.',
    )
    await vi.waitFor(async () => {
      const staffView = (
        await staffClient(paying.t, kitchenToken).get(order.order_id)
      ).json().data
      expect(staffView.payment_problem).toMatch(
        /^Stripe took £\d+\.\d\d for a £\d+\.\d\d order/,
      )
      expect(staffView.refunded_amount).toBe(short)
    })
    const refunds = paying.stripe
      .refunds()
      .filter((r) => r.metadata?.order_id === order._id)
    expect(refunds.map((r) => r.amount)).toEqual([short])
  })
})

describe('the webhook', () => {
  const post = (body: string, signature?: string) =>
    paying.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    })

  it('refuses an unsigned, a forged and a stale event, and nothing changes', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    paying.stripe.setDelivery('hold')
    await paying.stripe.pay(sessionOf(paying.stripe, order).id)
    paying.stripe.setDelivery('immediate')
    const [event] = paying.stripe
      .events()
      .filter(
        (e) =>
          JSON.parse(e.body).data.object.id ===
          sessionOf(paying.stripe, order).id,
      )
    if (!event) throw new Error('no event held')
    expect((await post(event.body)).statusCode).toBe(400)
    expect((await post(event.body, 't=1,v1=00ff')).json()).toMatchObject({
      status: false,
      code: 'WEBHOOK_SIGNATURE_INVALID',
    })
    expect(
      await paying.stripe.sendRaw(event.body, { secret: 'whsec_someone_else' }),
    ).toBe(400)
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
    expect(
      await paying.stripe.sendRaw(event.body, { timestamp: tenMinutesAgo }),
    ).toBe(400)
    // An edited body under the real signature of the original is refused too.
    const original = Stripe.webhooks.generateTestHeaderString({
      payload: event.body,
      secret: WEBHOOK_SECRET,
    })
    const edited = event.body.replace(
      new RegExp(`"amount_total":\\s*${order.final_amount}`),
      '"amount_total": 1',
    )
    expect(edited).not.toBe(event.body)
    expect((await post(edited, original)).statusCode).toBe(400)
    expect(
      (await customerOrder(paying.t, customer, order._id)).order_status,
    ).toBe('awaiting_payment')
    await paying.stripe.flush()
    await settled(customer, order._id, 'pending')
  })

  it('a replayed or duplicated event changes nothing', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    await paying.stripe.pay(sessionOf(paying.stripe, order).id)
    await settled(customer, order._id, 'pending')
    const event = paying.stripe
      .events()
      .find(
        (e) =>
          e.type === 'checkout.session.completed' &&
          JSON.parse(e.body).data.object.metadata.order_id === order._id,
      )
    if (!event) throw new Error('no completed event')
    // The kitchen takes it on; a replay must not put it back to pending.
    await staffClient(paying.t, kitchenToken).accept(order.order_id, 20)
    expect(await paying.stripe.resend(event.id)).toBe(200)
    expect(await paying.stripe.resend(event.id)).toBe(200)
    expect(
      (await customerOrder(paying.t, customer, order._id)).order_status,
    ).toBe('preparing')
  })

  it('events in any order, twice each, leave one consistent result', async () => {
    const customer = await newCustomer()
    const order = await placeOnline(paying.t, customer)
    const session = sessionOf(paying.stripe, order)
    paying.stripe.setDelivery('hold')
    try {
      await paying.stripe.pay(session.id)
      // Expiring a paid session fails at Stripe: the only other event is a refund's.
      await paying.t.app.inject({
        method: 'POST',
        url: `/api/user/order/${order._id}/payment/confirm`,
        headers: customer.auth,
      })
      await staffClient(paying.t, kitchenToken).reject(
        order.order_id,
        'too_busy',
        '',
      )
      await paying.stripe.flush({ shuffle: true, duplicate: true })
    } finally {
      paying.stripe.setDelivery('immediate')
    }
    const final = await customerOrder(paying.t, customer, order._id)
    expect(final).toMatchObject({
      order_status: 'rejected',
      payment_mode: 'CARD',
      paid_amount: order.final_amount,
      refunded_amount: order.final_amount,
    })
    const refunds = paying.stripe
      .refunds()
      .filter((r) => r.metadata?.order_id === order._id)
    expect(refunds).toHaveLength(1)
  })

  it('an event for another order’s session cannot pay this one', async () => {
    const first = await newCustomer()
    const second = await newCustomer()
    const a = await placeOnline(paying.t, first)
    const b = await placeOnline(paying.t, second)
    await paying.stripe.pay(sessionOf(paying.stripe, a).id)
    await settled(first, a._id, 'pending')
    // Signed by Stripe, an event about A's session that names B in its metadata pays nobody.
    const paidA = paying.stripe
      .events()
      .find(
        (e) =>
          e.type === 'checkout.session.completed' &&
          JSON.parse(e.body).data.object.id === sessionOf(paying.stripe, a).id,
      )
    if (!paidA) throw new Error('no event for A')
    const namingB = JSON.parse(paidA.body)
    namingB.id = `${namingB.id}_b`
    namingB.data.object.metadata.order_id = b._id
    namingB.data.object.amount_total = b.final_amount
    expect(await paying.stripe.sendRaw(JSON.stringify(namingB))).toBe(200)
    expect((await customerOrder(paying.t, first, a._id)).order_status).toBe(
      'pending',
    )
    // Confirming B asks Stripe about B's own session, which is unpaid.
    const confirmed = await paymentClient(paying.t, second).confirm(b._id)
    expect(confirmed.json().data.order_status).toBe('awaiting_payment')
    // And nobody can confirm or cancel an order that is not theirs.
    const stranger = await paymentClient(paying.t, first).cancel(b._id)
    expect(stranger.statusCode).toBe(404)
    expect((await customerOrder(paying.t, second, b._id)).order_status).toBe(
      'awaiting_payment',
    )
  })
})
