import { formatMoney } from '@food/shared/format'
import type { StaffOrder } from '@food/shared/types'

/** What the one-tap button says: the status it moves the order to. */
const NEXT_STATUS_LABELS: Record<string, string> = {
  ready: 'Ready for collection',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
}

/** A collection's last step is 'Collected': the customer took it from the counter. */
export function nextStatusLabel(
  next: string | null,
  orderType: StaffOrder['order_type'],
): string | null {
  if (next === 'delivered' && orderType === 'collection') return 'Collected'
  return next ? (NEXT_STATUS_LABELS[next] ?? null) : null
}

/** Whole minutes from `since` to `now` (never negative). */
export function minutesSince(since: string | undefined, now: number): number {
  const at = since ? Date.parse(since) : Number.NaN
  if (Number.isNaN(at)) return 0
  return Math.max(0, Math.floor((now - at) / 60_000))
}

/** An order's age on its card: "just in", "4 min", "1 h 5 min". */
export function formatAge(minutes: number): string {
  if (minutes < 1) return 'just in'
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`
}

/** Paid before the food leaves (SPEC: every payment mode but COD): nothing to take at the door. */
export function isPaidOnline(order: StaffOrder): boolean {
  return order.payment_mode !== 'COD'
}

/** How the customer pays: online (and how much), or cash / card when the food is handed over. */
export function paymentText(order: StaffOrder): string {
  if (isPaidOnline(order)) {
    // 0 on an order paid before the API kept paid_amount: its total is what was paid.
    const paid = order.paid_amount || order.final_amount
    return paid ? `Paid online ${formatMoney(paid)}` : 'Paid online'
  }
  const method = order.payment_method === 'card' ? 'Card' : 'Cash'
  const when =
    order.order_type === 'collection' ? 'on collection' : 'on delivery'
  return `${method} ${when}`
}

/** Pence of a card payment taken online that can still be given back (0 when none). */
export function refundableLeft(order: StaffOrder): number {
  if (order.payment_mode !== 'CARD') return 0
  return Math.max(0, (order.paid_amount ?? 0) - (order.refunded_amount ?? 0))
}

/** Delivery or Collection. */
export function orderTypeText(order: StaffOrder): string {
  return order.order_type === 'collection' ? 'Collection' : 'Delivery'
}

/** The status an undo would go back to, in words. */
const STATUS_WORDS: Record<string, string> = {
  pending: 'New',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
}

export function statusWord(status: string): string {
  return STATUS_WORDS[status] ?? status.replaceAll('_', ' ')
}
