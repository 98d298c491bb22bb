import { fill, sessionsByOrder, submitOnline } from './online-order.mjs'

/**
 * One paid order after another, placed on `orderSide`, the board open elsewhere: per order
 * the submit (start → the 201 with Stripe's page) and Stripe's webhook (just before the
 * customer pays → the paid card's `order` event on the board). Resolves both lists (ms).
 */
export async function measureLatency({
  fake,
  board,
  orderSide,
  customers,
  orders,
}) {
  const submits = []
  const webhooks = []
  for (let i = 0; i < orders; i++) {
    const customer = customers[i % customers.length]
    await fill(orderSide.url, customer)
    const { orderId, ms } = await submitOnline(orderSide.url, customer)
    submits.push(ms)
    const sessionId = sessionsByOrder(fake).get(orderId)
    const started = performance.now()
    const paying = fake.pay(sessionId)
    const card = await board.until(
      ({ event, data }) =>
        event === 'order' &&
        data._id === orderId &&
        data.payment_mode === 'CARD',
    )
    webhooks.push(card.at - started)
    await paying
  }
  return { submits, webhooks }
}
