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

/**
 * A random version 4 UUID. crypto.randomUUID exists only on secure pages (https, localhost);
 * getRandomValues also works on a plain-http address, e.g. a phone on the shop's Wi-Fi in dev.
 */
export function makeIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
  return [
    hex.slice(0, 4),
    hex.slice(4, 6),
    hex.slice(6, 8),
    hex.slice(8, 10),
    hex.slice(10),
  ]
    .map((group) => group.join(''))
    .join('-')
}
