import { parsePounds, penceToPounds } from '@food/shared/format'
import type { MoneyRules } from '@food/shared/types'

/** One tier row as typed: miles and a fee in pounds. `key` keeps React's rows apart. */
export type TierRow = { key: number; miles: string; fee: string }

/** The money rules as the form holds them: text, as typed. */
export type MoneyForm = {
  percentage: string
  message: string
  tiers: TierRow[]
  minimum: string
}

let nextKey = 0
/** A new tier row's key, never one in use. */
export const tierKey = () => {
  nextKey += 1
  return nextKey
}

export function toMoneyForm(rules: MoneyRules): MoneyForm {
  return {
    percentage: String(rules.discount.percentage),
    message: rules.discount.message,
    tiers: rules.deliveryFees.map((tier) => ({
      key: tierKey(),
      miles: String(tier.maxMiles),
      fee: penceToPounds(tier.feePence),
    })),
    minimum: penceToPounds(rules.minimumDeliveryOrderPence),
  }
}

// What cannot be read as a number goes on as NaN, so the shared schema gives the field's text.
const wholeNumber = (text: string) =>
  /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN
const miles = (text: string) =>
  /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN
const pence = (text: string) => parsePounds(text) ?? Number.NaN

/** The body the API takes (pounds become pence), for moneyRulesSchema to check. */
export function fromMoneyForm(form: MoneyForm): MoneyRules {
  return {
    discount: {
      percentage: wholeNumber(form.percentage),
      message: form.message,
    },
    deliveryFees: form.tiers.map((tier) => ({
      maxMiles: miles(tier.miles),
      feePence: pence(tier.fee),
    })),
    minimumDeliveryOrderPence: pence(form.minimum),
  }
}
