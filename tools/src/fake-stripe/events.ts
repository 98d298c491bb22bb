import Stripe from 'stripe'
import { newId } from './ids'

/** An event as created: its body is the exact JSON every delivery of it carries. */
export type RecordedEvent = { id: string; type: string; body: string }

/**
 * A v1 Event in Stripe's shape, with `data.object` as the object is at this moment: the
 * body is serialised now, so later changes to the object do not reach this event.
 * `api_version` is the library's own, which is what the webhook endpoint is pinned to.
 */
export function buildEvent(
  type: string,
  object: object,
  created: number,
): RecordedEvent {
  const id = newId('evt')
  const event = {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
  // Stripe sends its events pretty-printed; the signature covers these exact bytes.
  return { id, type, body: JSON.stringify(event, null, 2) }
}
