import { loadShop } from '@food/shared/query'
import { shopSettings, type TestServer } from '@food/shared/testing/server'
import type { Order } from '@food/shared/types'
import { placedOrder } from './checkout-fixtures'

/** The shop settings with "Pay now by card" on (the API has Stripe keys), loaded. */
export async function serveOnlinePayment(api: TestServer) {
  const settings = shopSettings()
  api.on('GET /client/shop/settings', {
    body: {
      status: true,
      data: {
        ...settings,
        policy: { ...settings.policy, onlinePayment: true },
      },
    },
  })
  await loadShop()
}

export const STRIPE_PAGE = 'https://checkout.stripe.com/c/pay/cs_test_1042'

/** Order 1042 (£17.35) as submitted to pay online: not paid, not yet seen by the kitchen. */
export const awaitingPayment = (overrides: Partial<Order> = {}) =>
  placedOrder({
    order_status: 'awaiting_payment',
    payment_method: 'online',
    paid_amount: 0,
    checkout_url: STRIPE_PAGE,
    ...overrides,
  })

/** Order 1042 once Stripe confirmed the payment. */
export const paidOnline = () =>
  placedOrder({
    payment_method: 'online',
    payment_mode: 'CARD',
    paid_amount: 1735,
    checkout_url: null,
  })

/** Order 1042 cancelled unpaid, with the server's reason. */
export const cancelledUnpaid = (cancel_reason: string | null = null) =>
  awaitingPayment({
    order_status: 'cancelled',
    checkout_url: null,
    cancel_reason,
  })

/** Asks again quickly, so a test need not wait 1.5 s between answers. */
export const QUICK_POLL = { intervalMs: 20, limitMs: 10_000 }
/** Gives up quickly, so a test sees the time limit without waiting a minute. */
export const SHORT_POLL = { intervalMs: 20, limitMs: 100 }

export const CONFIRM = `POST /user/order/${placedOrder()._id}/payment/confirm`
export const CANCEL = `POST /user/order/${placedOrder()._id}/payment/cancel`

/** A confirm or cancel reply. */
export const orderReply = (order: Order, message?: string) => ({
  body: { status: true, ...(message && { message }), data: order },
})
