import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient } from './helpers/order'
import { createClock, MINUTE } from './helpers/otp'
import {
  customerOrder,
  type PayingApp,
  placeOnline,
  sessionOf,
  startPayingApp,
} from './helpers/payments'
import { startSecondInstance } from './helpers/test-app'

// When Stripe or its webhooks let us down. A fixed evening, so skipping 36 minutes stays in
// one trading day.
const clock = createClock('2026-11-27T19:00:00Z')
let paying: PayingApp

beforeAll(async () => {
  paying = await startPayingApp({}, clock.now)
})
afterAll(() => paying.close())

describe('Stripe unreachable at submit', () => {
  it('refuses in words, keeps the basket, and the same tap later makes one order and one session', async () => {
    const customer = await createCustomer(paying.t, 'Ronan')
    await asCustomer(paying.t, customer).addBulk([line('item-baklava', 1)])
    const submit = () =>
      orderClient(paying.t, customer).submit(
        { order_type: 'collection', payment_method: 'online' },
        'retry-after-outage',
      )
    // The library tries three times; all three fail.
    paying.stripe.failNextRequests(3)
    const refused = await submit()
    expect(refused.statusCode).toBe(502)
    expect(refused.json()).toMatchObject({
      status: false,
      code: 'PAYMENT_PROVIDER_ERROR',
      message:
        'We could not reach our card payment provider. Nothing was charged: please try again, or pay on delivery.',
    })
    expect(
      (await asCustomer(paying.t, customer).getCart()).json().data,
    ).toHaveLength(1)
    const retried = await submit()
    expect(retried.statusCode).toBe(201)
    const order = retried.json().data
    expect(order.checkout_url).toBe(sessionOf(paying.stripe, order).url)
    const sessions = paying.stripe
      .sessions()
      .filter((s) => s.metadata?.order_id === order._id)
    expect(sessions).toHaveLength(1)
  })

  it('an order whose session was never made is cancelled after 35 minutes', async () => {
    const customer = await createCustomer(paying.t, 'Siobhán')
    await asCustomer(paying.t, customer).addBulk([line('item-baklava', 1)])
    paying.stripe.failNextRequests(3)
    const refused = await orderClient(paying.t, customer).submit({
      order_type: 'collection',
      payment_method: 'online',
    })
    expect(refused.statusCode).toBe(502)
    const [waiting] = (await orderClient(paying.t, customer).list()).json()
      .data as { _id: string; order_status: string }[]
    expect(waiting?.order_status).toBe('awaiting_payment')
    clock.advance(36 * MINUTE)
    await vi.waitFor(
      async () =>
        expect(
          await customerOrder(paying.t, customer, waiting?._id ?? ''),
        ).toMatchObject({
          order_status: 'cancelled',
          cancel_reason:
            'The card payment could not be started, so the order was cancelled. Nothing was charged.',
        }),
      { timeout: 8000 },
    )
  })
})

describe('replies from Stripe lost on the way back', () => {
  const submitOnline = (customer: TestCustomer, key: string) =>
    orderClient(paying.t, customer).submit(
      { order_type: 'collection', payment_method: 'online' },
      key,
    )
  const sessionsOf = (orderId: string) =>
    paying.stripe.sessions().filter((s) => s.metadata?.order_id === orderId)

  /** Real time (Stripe's) moved on by `ms` while the test runs; the shop's clock stays. */
  const laterBy = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + ms)
  }
  afterEach(() => vi.useRealTimers())

  it('the same tap a minute later, on another instance, gets the session Stripe made: one session', async () => {
    const customer = await createCustomer(paying.t, 'Caoimhe')
    await asCustomer(paying.t, customer).addBulk([line('item-baklava', 1)])
    // Stripe makes the session; none of the library's three tries hears back.
    paying.stripe.loseNextReplies(3, '/v1/checkout/sessions')
    expect((await submitOnline(customer, 'lost-reply')).statusCode).toBe(502)
    laterBy(61_000)
    const second = await startSecondInstance(paying.t, clock.now)
    try {
      const retried = await orderClient(
        { ...paying.t, app: second },
        customer,
      ).submit(
        { order_type: 'collection', payment_method: 'online' },
        'lost-reply',
      )
      expect(retried.statusCode).toBe(201)
      const order = retried.json().data
      expect(sessionsOf(order._id)).toHaveLength(1)
      expect(order.checkout_url).toBe(sessionsOf(order._id)[0]?.url)
    } finally {
      await second.close()
    }
  })

  it('the same tap minutes later gets a new session, open for 30 minutes and more', async () => {
    const customer = await createCustomer(paying.t, 'Ciarán')
    await asCustomer(paying.t, customer).addBulk([line('item-baklava', 1)])
    paying.stripe.loseNextReplies(3, '/v1/checkout/sessions')
    expect((await submitOnline(customer, 'lost-long-ago')).statusCode).toBe(502)
    laterBy(5 * MINUTE)
    const retried = await submitOnline(customer, 'lost-long-ago')
    expect(retried.statusCode).toBe(201)
    const order = retried.json().data
    const session = sessionsOf(order._id).find(
      (s) => s.url === order.checkout_url,
    )
    expect(session?.status).toBe('open')
    expect((session?.expires_at ?? 0) * 1000).toBeGreaterThanOrEqual(
      Date.now() + 30 * MINUTE,
    )
  })
})

describe('a webhook that never arrives', () => {
  it('the sweep asks Stripe: a paid order reaches the kitchen, an expired one is cancelled', async () => {
    const paidBy = await createCustomer(paying.t, 'Tadhg')
    const leftBy = await createCustomer(paying.t, 'Úna')
    const paid = await placeOnline(paying.t, paidBy)
    const left = await placeOnline(paying.t, leftBy)
    paying.stripe.setDelivery('hold')
    try {
      await paying.stripe.pay(sessionOf(paying.stripe, paid).id)
      await paying.stripe.expire(sessionOf(paying.stripe, left).id)
      clock.advance(36 * MINUTE)
      await vi.waitFor(
        async () => {
          expect(await customerOrder(paying.t, paidBy, paid._id)).toMatchObject(
            { order_status: 'pending', payment_mode: 'CARD' },
          )
          expect(await customerOrder(paying.t, leftBy, left._id)).toMatchObject(
            { order_status: 'cancelled' },
          )
        },
        { timeout: 8000 },
      )
    } finally {
      paying.stripe.setDelivery('immediate')
    }
    // The webhooks arrive after all, and change nothing.
    await paying.stripe.flush()
    expect((await customerOrder(paying.t, paidBy, paid._id)).order_status).toBe(
      'pending',
    )
  })
})
