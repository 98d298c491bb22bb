import { confirmPayment } from '@food/shared/api'
import type { Order } from '@food/shared/types'
import { paymentOutcome } from '../utils/payment-return'

/** How often, and how long, to ask whether Stripe has confirmed a payment. */
export type PaymentPoll = { intervalMs: number; limitMs: number }

// Stripe usually confirms within seconds; after a minute the customer is better off in Your orders.
export const PAYMENT_POLL: PaymentPoll = { intervalMs: 1_500, limitMs: 60_000 }

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/**
 * Asks the API to confirm the payment until Stripe has answered or `limitMs` has passed; the
 * order as it last stood (still awaiting_payment when time ran out). Stops when aborted.
 */
export async function waitForPayment(
  orderId: string,
  { intervalMs, limitMs }: PaymentPoll,
  signal: AbortSignal,
): Promise<Order> {
  const giveUpAt = Date.now() + limitMs
  for (;;) {
    const order = await confirmPayment(orderId)
    if (paymentOutcome(order) !== 'waiting') return order
    if (Date.now() + intervalMs > giveUpAt) return order
    await pause(intervalMs, signal)
  }
}
