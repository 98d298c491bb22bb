import { formatMoney } from '@food/shared/format'
import type { Order } from '@food/shared/types'

/**
 * What was given back of an online payment: '£2.00', or '£28.60 (in full)' when all of it was
 * (a rejected paid order); null when nothing was. The /orders card and the tracking bar both
 * say it, so they say it the same way.
 */
export function refundedText(
  order: Pick<Order, 'paid_amount' | 'refunded_amount'>,
): string | null {
  const refunded = order.refunded_amount ?? 0
  if (refunded <= 0) return null
  const isInFull = refunded === order.paid_amount
  return `${formatMoney(refunded)}${isInFull ? ' (in full)' : ''}`
}
