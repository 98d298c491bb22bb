import type { RecordedRequest } from './api-handler'
import type { RecordedEvent } from './events'
import type { CheckoutSession, Refund } from './objects'
import type { PayOptions } from './payments'
import type {
  Delivery,
  DeliveryMode,
  FlushOptions,
  SendRawOptions,
} from './webhooks'

export type FakeStripeOptions = {
  /** 0 or absent: any free port. */
  port?: number
  /** Signing secret (whsec_…) webhooks are signed with, via the official library's
   *  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp? }). */
  webhookSecret: string
  /** Where events are POSTed; may be set later with setWebhookUrl. */
  webhookUrl?: string
  /** The fake's time (`created`, the `expires_at` window); the real time when absent.
   *  Give it the API's test clock so both agree. Signatures always use the real time. */
  now?: () => Date
}

export type FakeStripe = {
  /** e.g. http://127.0.0.1:43123 — what the API's STRIPE_API_BASE is set to. */
  url: string
  setWebhookUrl(url: string): void
  /** 'immediate' (default): each event is POSTed as it happens (not awaited by the request
   *  that caused it, like Stripe). 'hold': events queue until flush(). */
  setDelivery(mode: DeliveryMode): void
  /** Delivers held events one at a time (or all at once: concurrent); shuffle: random
   *  order; duplicate: each event delivered twice; urls: spread over several instances.
   *  Resolves when all deliveries answered. */
  flush(options?: FlushOptions): Promise<void>
  /** POSTs an already-sent event again, same id and body, freshly signed (a replay as
   *  Stripe retries). Returns the webhook's HTTP status. */
  resend(eventId: string): Promise<number>
  /** Sends any event body signed with the given secret (default the real one) and timestamp
   *  (default now); signatureHeader replaces the header whole. Returns the HTTP status. */
  sendRaw(payload: string, options?: SendRawOptions): Promise<number>
  /** The customer pays on the hosted page (same effect as the Pay button): session
   *  complete+paid, a PaymentIntent and Charge are created, checkout.session.completed is
   *  sent. amount overrides amount_total (a tampered or mismatched payment). async: true
   *  completes with payment_status 'unpaid' (a delayed method) until asyncResult.
   *  Resolves once the webhook has answered (at once when delivery is held). */
  pay(sessionId: string, options?: PayOptions): Promise<void>
  /** Sends checkout.session.async_payment_succeeded / _failed for an async pay(). */
  asyncResult(sessionId: string, result: 'succeeded' | 'failed'): Promise<void>
  /** Stripe's own expiry of an open session: status 'expired', checkout.session.expired sent. */
  expire(sessionId: string): Promise<void>
  /** Makes the next N API requests (any /v1 path) fail with 500 api_error, to test outages;
   *  Infinity keeps failing until it is called again with 0. */
  failNextRequests(count: number): void
  /** The next N API requests (to `path`, e.g. '/v1/checkout/sessions', or any) are carried
   *  out, and kept under their idempotency key, but the connection closes before the reply:
   *  a reply lost on the network. The library retries with the same key and, once replies
   *  arrive again, gets the kept one. */
  loseNextReplies(count: number, path?: string): void
  /** Copies of what happened, for assertions. */
  sessions(): CheckoutSession[]
  refunds(): Refund[]
  /** Every event created, in creation order. */
  events(): RecordedEvent[]
  /** Every POST made to the webhook and its answer (status 0 when the request failed). */
  deliveries(): Delivery[]
  /** Every /v1 request received, with its Idempotency-Key (the library adds one to each
   *  POST; a caller's own key replaces it). */
  requests(): RecordedRequest[]
  /** Waits for deliveries under way, then stops the server. */
  close(): Promise<void>
}
