import { formatMoney, formatSlot } from '@food/shared/format'
import type { Order } from '@food/shared/types'
import { isPaid } from './payment-return'

// Said where payment is mentioned, once Stripe has confirmed an online payment.
export const PAID_BY_CARD = 'Paid by card'

/** "Pay £28.60 by cash when it arrives." or "Paid by card: nothing to pay at the counter." */
function howToPay(order: Order): string {
  const where =
    order.order_type === 'collection' ? 'at the counter' : 'when it arrives'
  if (isPaid(order)) return `${PAID_BY_CARD}: nothing to pay ${where}.`
  const method = order.payment_method === 'card' ? 'card' : 'cash'
  return `Pay ${formatMoney(order.final_amount ?? 0)} by ${method} ${where}.`
}

/** What happens now, step by step, in the customer's words. */
export function nextSteps(order: Order): string[] {
  const isCollection = order.order_type === 'collection'
  const confirm = order.scheduled_for
    ? `The restaurant will confirm your order and start on it in time for ${formatSlot(order.scheduled_for)}.`
    : 'The restaurant will confirm your order in a few minutes and tell you when it will be ready.'
  const follow = isCollection
    ? "The tracker at the bottom of the page says when it's ready to collect."
    : 'The tracker at the bottom of the page follows it to your door.'
  return [confirm, follow, howToPay(order)]
}
