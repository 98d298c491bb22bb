import { ORDER_STATUSES, type OrderStatus } from '@food/shared/wire'

export type OrderType = 'delivery' | 'collection'

// A collection order waits on the counter (ready); a delivery goes out with a driver
// (out_for_delivery). "delivered" ends both: handed over at the door or at the counter.
const NEXT: Record<OrderType, Partial<Record<OrderStatus, OrderStatus>>> = {
  delivery: {
    pending: 'preparing',
    preparing: 'out_for_delivery',
    out_for_delivery: 'delivered',
  },
  collection: {
    pending: 'preparing',
    preparing: 'ready',
    ready: 'delivered',
  },
}

const CANCELLABLE: readonly OrderStatus[] = ['pending', 'preparing']

/** The status an order moves to next in the kitchen, or null once it is final. */
export function nextStatus(
  type: OrderType,
  status: OrderStatus,
): OrderStatus | null {
  return NEXT[type][status] ?? null
}

/** Whether staff may move an order of this type from one status to another. */
export function canMoveOrder(
  type: OrderType,
  from: OrderStatus,
  to: OrderStatus,
): boolean {
  if (to === 'cancelled') return CANCELLABLE.includes(from)
  if (to === 'rejected') return from === 'pending'
  return nextStatus(type, from) === to
}

const FINAL_STATUSES: readonly OrderStatus[] = [
  'delivered',
  'cancelled',
  'rejected',
]

/** Orders the kitchen still has to deal with (an unpaid online order is not one yet). */
export const LIVE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !FINAL_STATUSES.includes(status) && status !== 'awaiting_payment',
)
