import { paymentLabel } from '@food/shared/format'
import type { Order } from '@food/shared/types'

/** Stripe sends the customer back to /checkout?paid=<order _id> or ?unpaid=<order _id>. */
export type PaymentReturn = { kind: 'paid' | 'unpaid'; orderId: string }

const PARAMS = ['paid', 'unpaid'] as const

/** The return in the address, or null on a normal visit to the checkout. */
export function readPaymentReturn(
  params: URLSearchParams,
): PaymentReturn | null {
  for (const kind of PARAMS) {
    const orderId = params.get(kind)?.trim()
    if (orderId) return { kind, orderId }
  }
  return null
}

/** The address without the return, so that a reload does not confirm or cancel again. */
export function withoutPaymentReturn(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params)
  for (const kind of PARAMS) rest.delete(kind)
  return rest
}

export const isSameReturn = (
  a: PaymentReturn | null,
  b: PaymentReturn | null,
) => a?.kind === b?.kind && a?.orderId === b?.orderId

/** SPEC section 4's rule: paid unless paid cash on delivery (COD, which also means not yet). */
const isPaid = (order: Order) => paymentLabel(order) === 'Paid'

/**
 * Where an online payment stands: Stripe has not answered yet, it went through, or it did not
 * (expired, failed or cancelled: the order is cancelled and nothing was taken).
 */
export function paymentOutcome(order: Order): 'waiting' | 'paid' | 'unpaid' {
  if (order.order_status === 'awaiting_payment') return 'waiting'
  return isPaid(order) ? 'paid' : 'unpaid'
}
