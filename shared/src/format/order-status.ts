import type { OrderStatus } from '../types/order'

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending Confirmation',
  preparing: 'Preparing',
  ready: 'Ready for Pickup',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  processing: 'Processing',
}

function isOrderStatus(status: string): status is OrderStatus {
  return Object.hasOwn(STATUS_LABELS, status)
}

/** The label of an order status; any unknown value reads 'Processing'. */
export function orderStatusLabel(status: string | null | undefined): string {
  return status && isOrderStatus(status)
    ? STATUS_LABELS[status]
    : STATUS_LABELS.processing
}

/** 'Pending' for cash on delivery (COD), 'Paid' for every other payment mode. */
export function paymentLabel(paymentMode: string | null | undefined): string {
  return paymentMode === 'COD' ? 'Pending' : 'Paid'
}
