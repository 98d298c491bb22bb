import type { Order } from '@food/shared/types'

const placedTime = (order: Order) =>
  Date.parse(order.createdAt ?? order.updatedAt) || 0

/** Orders by when they were placed, the latest first (the API sorts by last update). */
export function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => placedTime(b) - placedTime(a))
}
