import { paymentLabel } from '@food/shared/format'
import type { Order } from '@food/shared/types'

/**
 * How the order is paid, as its card says after "Payment:". SPEC's Paid / Pending stays the
 * first word; an online payment says how it was made, an unfinished one that it is awaited,
 * a refused or cancelled one paid at the door that it was not charged.
 */
export function paymentText(order: Order): string {
  if (order.order_status === 'awaiting_payment') return 'Awaiting payment'
  const label = paymentLabel(order)
  if (order.payment_mode === 'CARD') return `${label} by card online`
  // A payment still to take says how; one that never will be ('Not charged') needs no how.
  return order.payment_method && label === 'Pending'
    ? `${label} (${order.payment_method})`
    : label
}

/**
 * Stripe's page to finish paying on, while the order waits for it. Only a web address is
 * offered (https from Stripe, http from the fake Stripe of tests): it goes straight into an
 * href, where a javascript: address would run.
 */
export function checkoutLink(order: Order): string | null {
  const url = order.checkout_url
  if (order.order_status !== 'awaiting_payment' || !url) return null
  return isWebAddress(url) ? url : null
}

// Not URL.canParse: phones a few years old (iOS 16) do not have it.
function isWebAddress(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}

/** Why the order ended early, in the restaurant's or the payment's words; null otherwise. */
export function endedReason(order: Order): string | null {
  if (order.order_status === 'rejected' && order.reject_reason) {
    return `The restaurant could not take this order: ${order.reject_reason}`
  }
  if (order.order_status === 'cancelled' && order.cancel_reason) {
    return order.cancel_reason
  }
  return null
}
