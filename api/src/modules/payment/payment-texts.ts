import { formatMoney } from '@food/shared/format'

/** What the customer reads on a cancelled online order (the order's cancel_reason). */
export const CANCEL_REASONS = {
  expired:
    'The card payment was not completed in time, so the order was cancelled. Nothing was charged.',
  failed:
    'The card payment failed, so the order was cancelled. Nothing was charged.',
  byCustomer:
    'You cancelled the card payment, so the order was cancelled. Nothing was charged.',
  notStarted:
    'The card payment could not be started, so the order was cancelled. Nothing was charged.',
  mismatch:
    'Your payment did not match the order total, so the order was cancelled and your payment refunded in full.',
  late: 'Your payment arrived after the order was cancelled, so it was refunded in full.',
} as const

/** What the owner is shown on an order whose payment did not match its total. */
export const mismatchProblem = (paid: number, total: number) =>
  `Stripe took ${formatMoney(paid)} for a ${formatMoney(total)} order: the order was cancelled and the payment refunded in full.`
