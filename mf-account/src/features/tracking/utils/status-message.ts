import { orderStatusLabel, orderTiming } from '@food/shared/format'
import type { Order } from '@food/shared/types'

const MESSAGES: Record<string, string> = {
  awaiting_payment: 'Waiting for your card payment.',
  pending: 'The restaurant will confirm it shortly.',
  preparing: 'Your food is being cooked.',
  ready: 'Ready at the counter: come and collect it.',
  out_for_delivery: 'On its way to you.',
  delivered: 'Enjoy your meal!',
  cancelled: 'This order was cancelled. Call us if that is a surprise.',
  rejected: 'The restaurant could not take this order.',
}

type Tracked = Pick<
  Order,
  | 'order_status'
  | 'order_type'
  | 'expected_at'
  | 'promised_at'
  | 'scheduled_for'
  | 'reject_reason'
  | 'cancel_reason'
>

const sentence = (text: string) => text.replace(/\.?$/, '.')

function detailOf(order: Tracked, now?: number): string {
  const status = order.order_status
  if (status === 'rejected' && order.reject_reason) {
    return `${MESSAGES.rejected} ${sentence(order.reject_reason)}`
  }
  if (status === 'cancelled' && order.cancel_reason) {
    return sentence(order.cancel_reason)
  }
  const timing = orderTiming(order, now)
  if (timing) return `${MESSAGES[status] ?? ''} ${timing}.`.trim()
  return MESSAGES[status] ?? 'We are working on it.'
}

/**
 * The bar's status line: the SPEC label, then what it means for the customer: the time the
 * kitchen quoted while it cooks (or that it is running late, past it at `now`), the restaurant's reason when it rejected the order, the
 * reason a cancelled one ended (an unfinished card payment) when the API gives it.
 */
export function statusMessage(
  order: Tracked,
  now?: number,
): {
  label: string
  detail: string
} {
  return {
    label: orderStatusLabel(order.order_status, order.order_type),
    detail: detailOf(order, now),
  }
}
