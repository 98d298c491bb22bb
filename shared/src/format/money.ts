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
