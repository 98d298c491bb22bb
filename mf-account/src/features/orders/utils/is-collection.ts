import type { Order } from '@food/shared/types'

/** A collection order, or one with no delivery address to show. */
export function isCollection(order: Order): boolean {
  return order.order_type === 'collection' || !order.address
}
