import type { CartView } from '../../../lib/cart-view'

/** UK standard rate, used until the shop settings say otherwise. */
export const DEFAULT_VAT_RATE_PERCENT = 20

/**
 * The VAT contained in a VAT-inclusive amount, rounded to the penny with halves up, the way
 * the server computes an order's tax_amount: amount × rate / (100 + rate).
 */
export function vatIncluded(amountPence: number, ratePercent: number): number {
  const denominator = 100 + ratePercent
  // Integer arithmetic: (2n + d) / 2d floored is n/d rounded half up, with no float drift.
  return Math.floor(
    (2 * amountPence * ratePercent + denominator) / (2 * denominator),
  )
}

/** What delivery adds: nothing for collection, a known fee, or not known yet. */
export type DeliveryCharge =
  | { kind: 'collection' }
  | { kind: 'fee'; pence: number }
  | { kind: 'unknown'; text: string }

export type CheckoutTotals = {
  itemsTotal: number
  discount: { amount: number; percentage: number } | null
  charge: DeliveryCharge
  /** The food after the discount, plus the fee when it is known. */
  total: number
  /** False while a delivery fee is still to come: the total is then the food only. */
  isFinal: boolean
  vat: number
}

/** The money lines the customer sees before placing the order (pence). */
export function checkoutTotals(
  cart: CartView,
  charge: DeliveryCharge,
  vatRatePercent: number,
): CheckoutTotals {
  const fee = charge.kind === 'fee' ? charge.pence : 0
  const total = cart.final + fee
  return {
    itemsTotal: cart.total,
    discount: cart.discount
      ? { amount: cart.discount.amount, percentage: cart.discount.percentage }
      : null,
    charge,
    total,
    isFinal: charge.kind !== 'unknown',
    vat: vatIncluded(total, vatRatePercent),
  }
}

/**
 * How far a delivery basket is under the shop's minimum (pence), 0 when it is enough. The
 * server compares the food after the discount, before the fee.
 */
export function shortOfDeliveryMinimum(
  cart: CartView,
  minimumPence: number,
): number {
  return Math.max(0, minimumPence - cart.final)
}
