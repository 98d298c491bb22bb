import type { StaffOrder } from '@food/shared/types'

export type BoardGroups = {
  /** New: waiting to be accepted. */
  pending: StaffOrder[]
  preparing: StaffOrder[]
  /** Ready for collection, or out for delivery. */
  ready: StaffOrder[]
  /** Today's delivered and cancelled orders. */
  done: StaffOrder[]
  rejected: StaffOrder[]
}

const time = (value: string | undefined) => (value ? Date.parse(value) : 0)
const oldestFirst = (a: StaffOrder, b: StaffOrder) =>
  time(a.createdAt) - time(b.createdAt)
const latestFirst = (a: StaffOrder, b: StaffOrder) =>
  time(b.updatedAt) - time(a.updatedAt)

/** The board's columns: live orders oldest first, finished ones latest first. */
export function groupOrders(orders: readonly StaffOrder[]): BoardGroups {
  const of = (...statuses: string[]) =>
    orders.filter((order) => statuses.includes(order.order_status))
  return {
    pending: of('pending').sort(oldestFirst),
    preparing: of('preparing').sort(oldestFirst),
    ready: of('ready', 'out_for_delivery').sort(oldestFirst),
    done: of('delivered', 'cancelled').sort(latestFirst),
    rejected: of('rejected').sort(latestFirst),
  }
}

/** Pending orders nobody has acknowledged yet: these ring. */
export function ringingOrders(orders: readonly StaffOrder[]): StaffOrder[] {
  return orders.filter(
    (order) => order.order_status === 'pending' && !order.acknowledgedAt,
  )
}

/**
 * The board with one order put in, replacing its copy unless that copy is
 * newer (a late event must not undo what a reply already showed).
 */
export function withOrder(
  orders: readonly StaffOrder[],
  order: StaffOrder,
): StaffOrder[] {
  const known = orders.find((other) => other._id === order._id)
  if (known && time(known.updatedAt) > time(order.updatedAt)) {
    return [...orders]
  }
  return [...orders.filter((other) => other._id !== order._id), order]
}
