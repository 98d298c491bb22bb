import { orderStatusLabel, orderTiming } from '@food/shared/format'
import type { Order } from '@food/shared/types'

const MESSAGES: Record<string, string> = {
  pending: 'The restaurant will confirm it shortly.',
  preparing: 'Your food is being cooked.',
  ready: 'Ready at the counter: come and collect it.',
  out_for_delivery: 'On its way to you.',
  delivered: 'Enjoy your meal!',
  cancelled: 'This order was cancelled. Call us if that is a surprise.',
  rejected: 'The restaurant could not take this order.',
}

/**
 * The bar's status line: the SPEC label, then what it means for the customer: the time the
 * kitchen quoted while it cooks, the restaurant's reason when it rejected the order.
 */
export function statusMessage(
  order: Pick<
    Order,
    'order_status' | 'order_type' | 'expected_at' | 'reject_reason'
  >,
): { label: string; detail: string } {
  const status = order.order_status
  const timing = orderTiming(order)
  const detail =
    status === 'rejected' && order.reject_reason
      ? `${MESSAGES.rejected} ${order.reject_reason.replace(/\.?$/, '.')}`
      : timing
        ? `${MESSAGES[status] ?? ''} ${timing}.`.trim()
        : (MESSAGES[status] ?? 'We are working on it.')
  return { label: orderStatusLabel(status), detail }
}
