import { orderStatusLabel } from '@food/shared/format'

const MESSAGES: Record<string, string> = {
  pending: 'The restaurant will confirm it shortly.',
  preparing: 'Your food is being cooked.',
  ready: 'Ready at the counter: come and collect it.',
  out_for_delivery: 'On its way to you.',
  delivered: 'Enjoy your meal!',
  cancelled: 'This order was cancelled. Call us if that is a surprise.',
}

/** The bar's status line: the SPEC label, then what it means for the customer. */
export function statusMessage(status: string): {
  label: string
  detail: string
} {
  return {
    label: orderStatusLabel(status),
    detail: MESSAGES[status] ?? 'We are working on it.',
  }
}
