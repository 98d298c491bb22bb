import type { Order } from '@food/shared/types'

const updatedTime = (order: Order) => Date.parse(order.updatedAt) || 0

/** The `limit` most recently updated orders, newest change first. */
export function recentOrders(orders: Order[], limit: number): Order[] {
  return [...orders]
    .sort((a, b) => updatedTime(b) - updatedTime(a))
    .slice(0, limit)
}
