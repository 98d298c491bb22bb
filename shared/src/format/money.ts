import { CURRENCY, LOCALE } from '../types/constants'

const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Integer pence as GBP for people: 1250 → '£12.50', 123456789 → '£1,234,567.89'. */
export function formatMoney(pence: number): string {
  return money.format(Math.round(pence) / 100)
}

/** The cart bar's discount banner: 'You saved £2.50 with 10% off!'. */
export function formatSavings(pence: number, percentage: number): string {
  return `You saved ${formatMoney(pence)} with ${percentage}% off!`
}

/** Integer pence as a pounds field shows it, without the sign: 250 → '2.50', 0 → '0.00'. */
export function penceToPounds(pence: number): string {
  const whole = Math.round(pence)
  return `${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/**
 * Pounds as an owner types them ('2.50', '2', '2.5', '£12') → integer pence, exactly (no
 * floating point); null when the text is not such an amount.
 */
export function parsePounds(text: string): number | null {
  const match = /^£?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
