/**
 * Cart arithmetic in integer pence. Menu prices include VAT, so the VAT is a part of the
 * amount the customer pays, never added on top.
 *
 * Rounding: every division is rounded to the nearest penny, halves up (the amounts are never
 * negative). It happens twice: the discount (total × percentage / 100) and the VAT contained
 * in the amount to pay (final × rate / (100 + rate)). Everything else is exact integer sums and
 * differences, so final = total − discount and taxable + tax = final hold to the penny.
 */

export type PricedLine = {
  /** Unit price in pence: the dish plus its add-ons. */
  unitPrice: number
  quantity: number
}

export type CartPolicy = {
  vatRatePercent: number
  discountPercentage: number
}

export type CartTotals = {
  totalAmount: number
  discountAmount: number
  /** The percentage actually applied (the setting, clamped to 0–100). */
  discountPercentage: number
  finalAmount: number
  taxAmount: number
  taxableAmount: number
  itemCount: number
}

/** numerator / denominator rounded to the nearest integer, halves up; exact for any safe integers. */
export function divideRoundHalfUp(numerator: number, denominator: number) {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  ) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator}`)
  }
  // BigInt keeps 2 × numerator exact where a double could lose the last penny.
  const n = BigInt(numerator)
  const d = BigInt(denominator)
  return Number((2n * n + d) / (2n * d))
}

/** The line total in pence. */
export function lineTotal(line: PricedLine) {
  return line.unitPrice * line.quantity
}

/** Totals of a cart for a logged-in customer: discount first, then the VAT it contains. */
export function computeCartTotals(
  lines: readonly PricedLine[],
  policy: CartPolicy,
): CartTotals {
  const totalAmount = lines.reduce((sum, line) => sum + lineTotal(line), 0)
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0)
  const discountPercentage = Math.min(
    100,
    Math.max(0, Math.trunc(policy.discountPercentage)),
  )
  const discountAmount = Math.min(
    totalAmount,
    divideRoundHalfUp(totalAmount * discountPercentage, 100),
  )
  const finalAmount = Math.max(0, totalAmount - discountAmount)
  const rate = Math.max(0, Math.trunc(policy.vatRatePercent))
  const taxAmount = divideRoundHalfUp(finalAmount * rate, 100 + rate)
  return {
    totalAmount,
    discountAmount,
    discountPercentage,
    finalAmount,
    taxAmount,
    taxableAmount: finalAmount - taxAmount,
    itemCount,
  }
}
