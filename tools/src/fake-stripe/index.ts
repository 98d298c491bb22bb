import { createServer } from 'node:http'
import type { RecordedRequest } from './api-handler'
import { createApiRoutes } from './api-routes'
import { buildEvent } from './events'
import { IdempotencyKeys } from './idempotency'
import { completeSession, settleAsyncPayment } from './payments'
import { createRequestHandler, listen, stop } from './server'
import { expireSession } from './sessions'
import { createStore } from './state'
import type { FakeStripe, FakeStripeOptions } from './types'
import { WebhookSender } from './webhooks'

export type { FakeStripe, FakeStripeOptions } from './types'
export type { Delivery } from './webhooks'

/**
 * A local Stripe that the official `stripe` library talks to as to the real one
 * (`new Stripe(key, { host, port, protocol: 'http' })`): Checkout Sessions, a hosted page
 * to pay on, refunds, and signed webhooks a test can hold back, reorder, repeat or forge.
 */
export async function startFakeStripe(
  options: FakeStripeOptions,
): Promise<FakeStripe> {
  const webhooks = new WebhookSender(
    options.webhookSecret,
    options.webhookUrl ?? null,
  )
  const store = createStore(
    options.now ?? (() => new Date()),
    (store, type, object) => {
      const event = buildEvent(type, object, store.now())
      store.events.set(event.id, event)
      return webhooks.dispatch(event)
    },
  )
  const server = createServer()
  const url = await listen(server, options.port ?? 0)
  const requests: RecordedRequest[] = []
  const failures = { remaining: 0 }
  const lostReplies = { remaining: 0, path: null as string | null }
  const route = createApiRoutes(store, url)
  const idempotency = new IdempotencyKeys()
  server.on(
    'request',
    createRequestHandler(store, {
      route,
      idempotency,
      requests,
      failures,
      lostReplies,
    }),
  )

  return {
    url,
    setWebhookUrl: (webhookUrl) => webhooks.setUrl(webhookUrl),
    setDelivery: (mode) => webhooks.setMode(mode),
    flush: (flushOptions) => webhooks.flush(flushOptions),
    async resend(eventId) {
      const event = store.events.get(eventId)
      if (!event) throw new Error(`fake Stripe: no event ${eventId}`)
      return webhooks.deliver(event)
    },
    sendRaw: async (payload, rawOptions) =>
      webhooks.sendRaw(payload, rawOptions),
    async pay(sessionId, payOptions) {
      await completeSession(store, sessionId, payOptions).delivered
    },
    async asyncResult(sessionId, result) {
      await settleAsyncPayment(store, sessionId, result)
    },
    async expire(sessionId) {
      await expireSession(store, sessionId).delivered
    },
    failNextRequests(count) {
      failures.remaining = count
    },
    loseNextReplies(count, path) {
      lostReplies.remaining = count
      lostReplies.path = path ?? null
    },
    sessions: () =>
      [...store.sessions.values()].map(({ session }) =>
        structuredClone(session),
      ),
    refunds: () =>
      [...store.refunds.values()].map((refund) => structuredClone(refund)),
    events: () => [...store.events.values()].map((event) => ({ ...event })),
    deliveries: () => webhooks.log.map((delivery) => ({ ...delivery })),
    requests: () => structuredClone(requests),
    async close() {
      await webhooks.idle()
      await stop(server)
    },
  }
}
