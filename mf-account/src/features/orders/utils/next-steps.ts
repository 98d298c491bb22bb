import { formatMoney, formatSlot, paymentLabel } from '@food/shared/format'
import type { Order } from '@food/shared/types'

/** "Pay £28.60 by cash when it arrives." or "Paid by card: nothing to pay at the counter." */
function howToPay(order: Order): string {
  const where =
    order.order_type === 'collection' ? 'at the counter' : 'when it arrives'
  if (paymentLabel(order) === 'Paid') {
    return `Paid by card: nothing to pay ${where}.`
  }
  const method = order.payment_method === 'card' ? 'card' : 'cash'
  return `Pay ${formatMoney(order.final_amount)} by ${method} ${where}.`
}

function confirmStep(order: Order): string {
  return order.scheduled_for
    ? `The restaurant will confirm your order and start on it in time for ${formatSlot(order.scheduled_for)}.`
    : 'The restaurant will confirm your order in a few minutes and tell you when it will be ready.'
}

const FOLLOW = {
  collection:
    "This page and the tracker at the bottom say when it's ready to collect.",
  delivery: 'This page and the tracker at the bottom follow it to your door.',
}

/** What happens now, step by step, in the customer's words; none once the order is over. */
export function nextSteps(order: Order): string[] {
  const follow = FOLLOW[order.order_type]
  switch (order.order_status) {
    case 'awaiting_payment':
      return [
        "Finish paying on Stripe's page: the restaurant sees your order once it is paid.",
      ]
    case 'pending':
      return [confirmStep(order), follow, howToPay(order)]
    case 'preparing':
      return ['The kitchen is cooking your order.', follow, howToPay(order)]
    case 'ready':
      return [
        'Your order is ready at the counter: come and collect it.',
        howToPay(order),
      ]
    case 'out_for_delivery':
      return ['Your order is on its way to you.', howToPay(order)]
    default:
      return []
  }
}
