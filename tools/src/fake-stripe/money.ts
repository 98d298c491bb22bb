/** 1250 gbp → "£12.50"; the minor unit follows the currency (jpy has none). */
export function formatMoney(amount: number, currency: string) {
  const format = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
  })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amount / 10 ** digits)
}

// Stripe refuses to charge less than it costs to process; a test that pays 1p would pass
// here and fail in production, so the fake holds the common currencies to the same floor.
const MINIMUM_CHARGE: Record<string, number> = { gbp: 30, eur: 50, usd: 50 }

export const minimumCharge = (currency: string) => MINIMUM_CHARGE[currency] ?? 0
