import { formatShopTime } from '../time/trading-day'
import type { Order, OrderStatus } from '../types/order'
import { formatMoney } from './money'

// 'processing' is no status the API sends: SPEC's label for any value it does not know.
const STATUS_LABELS: Record<OrderStatus | 'processing', string> = {
  awaiting_payment: 'Awaiting Payment',
  pending: 'Pending Confirmation',
  preparing: 'Preparing',
  ready: 'Ready for Pickup',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  processing: 'Processing',
}

function isOrderStatus(status: string): status is keyof typeof STATUS_LABELS {
  return Object.hasOwn(STATUS_LABELS, status)
}

/**
 * The label of an order status; any unknown value reads 'Processing'. A collection's last step
 * is the same status as a delivery's (ADR 036) but reads 'Collected': nobody delivered it.
 */
export function orderStatusLabel(
  status: string | null | undefined,
  orderType?: Order['order_type'] | null,
): string {
  if (status === 'delivered' && orderType === 'collection') return 'Collected'
  return status && isOrderStatus(status)
    ? STATUS_LABELS[status]
    : STATUS_LABELS.processing
}

/** Orders that ended without the food: a payment at the door was never taken. */
const ENDED_UNSERVED: readonly string[] = ['rejected', 'cancelled']

/**
 * SPEC's 'Pending' for cash on delivery (COD), 'Paid' for every other payment mode, while the
 * order lives. A rejected or cancelled COD order was never charged and never will be: 'Not
 * charged', not a payment still to come. A paid one stays 'Paid' (its refund is said apart).
 */
export function paymentLabel(
  order: Pick<Order, 'payment_mode' | 'order_status'>,
): string {
  if (order.payment_mode !== 'COD') return 'Paid'
  return ENDED_UNSERVED.includes(order.order_status) ? 'Not charged' : 'Pending'
}

/**
 * What was given back of an online payment: '£2.00', or '£28.60 (in full)' when all of it was
 * (a rejected paid order); null when nothing was. The /orders card, the tracking bar and the
 * kitchen's order card all say it, so they say it the same way.
 */
export function refundedText(
  order: Pick<Order, 'paid_amount' | 'refunded_amount'>,
): string | null {
  const refunded = order.refunded_amount ?? 0
  if (refunded <= 0) return null
  return `${formatMoney(refunded)}${isRefundedInFull(order) ? ' (in full)' : ''}`
}

/**
 * Whether an order paid online has had all its money given back: the kitchen must not take
 * it on (the API refuses, the board offers no Accept). A cash or card order never has.
 */
export function isRefundedInFull(
  order: Pick<Order, 'paid_amount' | 'refunded_amount'>,
): boolean {
  return (
    order.paid_amount > 0 && (order.refunded_amount ?? 0) >= order.paid_amount
  )
}

/**
 * When the customer can expect the food, on the tracking bar, /orders and an order's page:
 * "Scheduled for 20:30" for an order for later until the kitchen accepts it, then (as for an
 * order placed for as soon as possible) "Arriving around 20:05" for a delivery until it arrives
 * or "Ready around 19:45" for a collection until it is ready. The time is the one promised when
 * it was placed, replaced by the kitchen's own once it accepts. Given `now`, an accepted order
 * still in the kitchen past that time says it is running late instead of naming a past time
 * as if it were to come (a delivery on the road past it, that it is on its way). Null when there is nothing to say (finished, refused, not paid yet, or
 * an order from before promises were kept).
 */
export function orderTiming(order: TimedOrder, now?: number): string | null {
  return orderPromise(order, now)?.text ?? null
}

type TimedOrder = Pick<
  Order,
  | 'order_status'
  | 'order_type'
  | 'expected_at'
  | 'promised_at'
  | 'scheduled_for'
>

/** What an order's page and the tracking bar say when the promised time has passed. */
const RUNNING_LATE = 'Running late — the kitchen is on it'
const RUNNING_LATE_ON_THE_WAY = 'Running late — on its way to you'

/** orderTiming's words with the instant they name (for a <time dateTime>), and whether that is past. */
export function orderPromise(
  order: TimedOrder,
  now?: number,
): { at: string; text: string; isLate: boolean } | null {
  const isWaiting = order.order_status === 'pending'
  if (isWaiting && order.scheduled_for) {
    const at = order.scheduled_for
    const text = `Scheduled for ${formatShopTime(new Date(at))}`
    return { at, text, isLate: false }
  }
  const promised = order.expected_at ?? order.promised_at
  if (!promised) return null
  const clock = formatShopTime(new Date(promised))
  // Accepted and still cooking, or on the road: the time is a promise that can be missed.
  const isOnTheRoad = order.order_status === 'out_for_delivery'
  const isLate =
    now !== undefined &&
    (order.order_status === 'preparing' || isOnTheRoad) &&
    Date.parse(promised) < now
  if (isLate) {
    const late = isOnTheRoad ? RUNNING_LATE_ON_THE_WAY : RUNNING_LATE
    return { at: promised, text: `${late} (promised for ${clock})`, isLate }
  }
  if (order.order_type === 'delivery') {
    const onTheWay = ['pending', 'preparing', 'out_for_delivery'].includes(
      order.order_status,
    )
    return onTheWay
      ? { at: promised, text: `Arriving around ${clock}`, isLate }
      : null
  }
  return ['pending', 'preparing'].includes(order.order_status)
    ? { at: promised, text: `Ready around ${clock}`, isLate }
    : null
}
