import { mapLimit } from '../../api/lib/pool.mjs'
import { fill, sessionsByOrder, submitOnline } from './online-order.mjs'

const IN_FLIGHT = 20

const webhookOf = (api) => `${api.url}/api/payments/stripe/webhook`

/**
 * Every customer submits an online order at once (IN_FLIGHT at a time, taking turns between
 * the instances) and pays while Stripe holds its webhooks back; then all of them arrive
 * twice, shuffled, all at once, spread over both instances. Resolves the orders, the events
 * sent, the deliveries made and the flush's wall time.
 */
export async function payAllAtOnce({ fake, apis, customers }) {
  await mapLimit(customers, IN_FLIGHT, (customer, i) =>
    fill(apis[i % apis.length].url, customer),
  )
  fake.setDelivery('hold')
  const placed = await mapLimit(customers, IN_FLIGHT, (customer, i) =>
    submitOnline(apis[i % apis.length].url, customer),
  )
  const orderIds = placed.map((order) => order.orderId)
  const sessions = sessionsByOrder(fake)
  const eventsBefore = fake.events().length
  for (const orderId of orderIds) await fake.pay(sessions.get(orderId))
  const eventIds = fake
    .events()
    .slice(eventsBefore)
    .map((event) => event.id)

  const deliveriesBefore = fake.deliveries().length
  const started = performance.now()
  await fake.flush({
    shuffle: true,
    duplicate: true,
    concurrent: true,
    urls: apis.map(webhookOf),
  })
  const flushMs = performance.now() - started
  const deliveries = fake.deliveries().slice(deliveriesBefore)
  return {
    orderIds,
    eventIds,
    deliveries,
    flushMs,
    submits: placed.map((order) => order.ms),
  }
}
