import { formatMoney, parsePounds } from '@food/shared/format'
import { splitRefusal } from '../../../lib/server-refusal'

export const AMOUNT_INVALID =
  'Enter an amount in pounds and pence above zero, like 3.50.'

/** The largest refund, in the API's own words ("You can refund at most £3.50…"). */
const tooMuch = (left: number) => `You can refund at most ${formatMoney(left)}.`

/**
 * The amount as typed, in pence, when it can be refunded: above zero, at most two decimals
 * (parsePounds allows no more), no more than what is left of the payment.
 */
export function checkRefundAmount(
  text: string,
  left: number,
): { pence: number } | { problem: string } {
  const pence = parsePounds(text)
  if (pence === null || pence < 1) return { problem: AMOUNT_INVALID }
  if (pence > left) return { problem: tooMuch(left) }
  return { pence }
}

/** What the dialog shows of a refusal: texts under the fields they name, the rest in an alert. */
export type RefundProblems = {
  amount?: string
  reason?: string
  alert?: string
}

/** A refusal's message ("amount: …", or a sentence naming no field) split for the dialog. */
export function refundProblems(message: string): RefundProblems {
  const problems: RefundProblems = {}
  const rest: string[] = []
  for (const { path, text } of splitRefusal(message)) {
    const [field] = path
    if (field === 'amount' || field === 'reason') problems[field] ??= text
    else rest.push(path.length > 0 ? `${path.join('.')}: ${text}` : text)
  }
  if (rest.length > 0) problems.alert = rest.join('; ')
  return problems
}
