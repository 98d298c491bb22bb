/** Thousands separated by commas, as en-GB writes them: 1234567 → '1,234,567'. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',')
}

/**
 * Integer pence as GBP for people: 1250 → '£12.50', 123456789 → '£1,234,567.89', what
 * Intl.NumberFormat('en-GB', GBP) writes. Written out: a page's first Intl formatter loads
 * the locale's data, 50–140 ms of main thread here and four times that on a mid-range phone,
 * and the menu and the basket show prices while they hydrate (ADR 048).
 */
export function formatMoney(pence: number): string {
  const whole = Math.round(pence)
  const sign = whole < 0 ? '-' : ''
  const size = Math.abs(whole)
  const pounds = groupThousands(Math.trunc(size / 100))
  return `${sign}£${pounds}.${String(size % 100).padStart(2, '0')}`
}

/** A distance for people, to a tenth at most: 2 → '2', 0.84 → '0.8', 0.85 → '0.9'. */
export function formatTenths(value: number): string {
  return String(Math.round(value * 10) / 10)
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
