import type { OrderPayload } from '@food/shared/types'

/** One try at placing an order: the payload it was for and the key that makes it idempotent. */
export type OrderAttempt = { key: string; fingerprint: string }

const fingerprintOf = (payload: OrderPayload) =>
  JSON.stringify([
    payload.order_type,
    payload.address_id ?? '',
    payload.payment_method,
    payload.note ?? '',
  ])

/**
 * The attempt to send: the previous one again while the payload is unchanged, so a double tap
 * or a retry after a lost reply is answered with the first order; a new key once the customer
 * changed what they ask for (the server refuses a key reused for a different order).
 */
export function attemptFor(
  previous: OrderAttempt | null,
  payload: OrderPayload,
  makeKey: () => string,
): OrderAttempt {
  const fingerprint = fingerprintOf(payload)
  if (previous && previous.fingerprint === fingerprint) return previous
  return { key: makeKey(), fingerprint }
}
