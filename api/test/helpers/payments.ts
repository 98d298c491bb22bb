import { type FakeStripe, startFakeStripe } from '@food/tools/fake-stripe'
import { asCustomer, line } from './cart'
import type { TestCustomer } from './customer'
import { orderClient } from './order'
import { startTestApp, type TestApp } from './test-app'

export const WEBHOOK_SECRET = 'whsec_test_payments_suite_secret'
export const SITE = 'http://localhost:3000'

export type PayingApp = {
  t: TestApp
  stripe: FakeStripe
  close(): Promise<void>
}

/**
 * The API with paying online switched on, listening on a port of its own (Stripe's webhooks
 * arrive over HTTP, as in production), and the fake Stripe server it talks to.
 */
export async function startPayingApp(
  overrides: Record<string, string> = {},
  now?: () => Date,
): Promise<PayingApp> {
  const stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET })
  const t = await startTestApp(
    {
      SHOP_STATUS_OVERRIDE: 'open',
      STRIPE_SECRET_KEY: 'sk_test_payments_suite',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      CORS_ORIGINS: SITE,
      ...overrides,
    },
    now,
  )
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  stripe.setWebhookUrl(`${address}/api/payments/stripe/webhook`)
  return {
    t,
    stripe,
    async close() {
      await t.close()
      await stripe.close()
    },
  }
}

export type PlacedOrder = {
  _id: string
  order_id: string
  order_status: string
  final_amount: number
  checkout_url: string | null
}

/** Fills the basket and submits it to be paid now by card; the reply's order. */
export async function placeOnline(
  t: TestApp,
  customer: TestCustomer,
  options: { key?: string; lines?: ReturnType<typeof line>[] } = {},
): Promise<PlacedOrder> {
  await asCustomer(t, customer).addBulk(
    options.lines ?? [line('item-baklava', 2)],
  )
  const res = await orderClient(t, customer).submit(
    { order_type: 'collection', payment_method: 'online' },
    options.key,
  )
  if (res.statusCode !== 201) {
    throw new Error(`submit answered ${res.statusCode}: ${res.body}`)
  }
  return res.json().data
}

/** The customer's return from Stripe: confirm or cancel, as the checkout page calls them. */
export function paymentClient(t: TestApp, customer: TestCustomer) {
  const call = (orderId: string, action: 'confirm' | 'cancel') =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/order/${orderId}/payment/${action}`,
      headers: customer.auth,
    })
  return {
    confirm: (orderId: string) => call(orderId, 'confirm'),
    cancel: (orderId: string) => call(orderId, 'cancel'),
  }
}

/** The order as its customer's list shows it. */
export async function customerOrder(
  t: TestApp,
  customer: TestCustomer,
  orderId: string,
) {
  const list = (await orderClient(t, customer).list()).json().data as {
    _id: string
  }[]
  const order = list.find((o) => o._id === orderId)
  if (!order) throw new Error(`order ${orderId} is not in the list`)
  return order as Record<string, unknown>
}

/** The Checkout Session the fake made for an order. */
export function sessionOf(stripe: FakeStripe, order: { _id: string }) {
  const session = stripe
    .sessions()
    .find((s) => s.metadata?.order_id === order._id)
  if (!session) throw new Error(`no session for order ${order._id}`)
  return session
}
