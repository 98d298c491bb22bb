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
