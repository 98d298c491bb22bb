import {
  nextStatus,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderType,
} from '@food/shared/wire'

const CANCELLABLE: readonly OrderStatus[] = ['pending', 'preparing']

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
