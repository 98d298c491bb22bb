/**
 * Where an order can be, as the API stores and sends it. awaiting_payment: paying online, not
 * the kitchen's yet; the next four are the kitchen's; the last three are final. (SPEC's
 * "processing" is a label for any other value, not a status: see format/order-status.ts.)
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'rejected',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** A status this client knows (a newer API may send one it does not). */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Delivery or collection: the two ways an order leaves the kitchen. */
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

/**
 * The status an order moves to next in the kitchen, or null once it is final. The API moves
 * orders by it; the board shows a tap's result by it before the API has answered.
 */
export function nextStatus(
  type: OrderType,
  status: OrderStatus,
): OrderStatus | null {
  return NEXT[type][status] ?? null
}
