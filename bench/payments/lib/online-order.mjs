import { fillBasket } from '../../api/lib/customers.mjs'
import { call } from '../../api/lib/http.mjs'

/** Fills the customer's basket with BASKET, or throws. */
export async function fill(baseUrl, customer) {
  const res = await fillBasket(baseUrl, customer)
  if (res.status !== 200) {
    throw new Error(
      `add-bulk answered ${res.status} ${res.text?.slice(0, 200)}`,
    )
  }
}

/**
 * Submits the basket to be paid now by card: the 201 must carry Stripe's page and leave the
 * order awaiting payment. Resolves { orderId, ms } (ms: start → the whole reply).
 */
export async function submitOnline(baseUrl, customer) {
  const res = await call(baseUrl, 'POST', '/api/user/order/submit', {
    headers: customer.auth,
    body: { order_type: 'collection', payment_method: 'online' },
  })
  const order = res.body?.data
  if (
    res.status !== 201 ||
    !order?.checkout_url ||
    order.order_status !== 'awaiting_payment'
  ) {
    throw new Error(
      `online submit answered ${res.status} ${res.error ?? res.text?.slice(0, 200)}`,
    )
  }
  return { orderId: order._id, ms: res.ms }
}

/** The fake Stripe's Checkout Session id of each order, by order id (`metadata.order_id`). */
export const sessionsByOrder = (fake) =>
  new Map(
    fake.sessions().map((session) => [session.metadata.order_id, session.id]),
  )
