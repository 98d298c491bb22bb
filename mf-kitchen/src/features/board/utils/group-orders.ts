import {
  SCHEDULED_RING_BEFORE_MINUTES,
  type StaffOrder,
} from '@food/shared/types'

export type BoardGroups = {
  /** Orders for later, not due to ring yet: soonest first. */
  scheduled: StaffOrder[]
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

/**
 * When an order starts to ring: when it was placed, or for an order for later 30 minutes
 * before its time (the API's automatic rejection counts from then too).
 */
export function ringsAt(order: StaffOrder): number {
  const placed = time(order.createdAt)
  if (!order.scheduled_for) return placed
  const due = time(order.scheduled_for) - SCHEDULED_RING_BEFORE_MINUTES * 60_000
  return Math.max(placed, due)
}

/**
 * A pending order for later whose time to ring has not come (`now`: the board's estimate of
 * the server's time). Only an order for later is held: a new order rings at once, even when
 * the estimate is a moment behind the time it was placed (it used to sit in Scheduled until
 * the estimate caught up, then move to New, closing a dialog opened on it meanwhile).
 */
export function isHeld(order: StaffOrder, now: number): boolean {
  if (order.order_status !== 'pending' || !order.scheduled_for) return false
  const due = time(order.scheduled_for) - SCHEDULED_RING_BEFORE_MINUTES * 60_000
  return due > now
}

const soonestFirst = (a: StaffOrder, b: StaffOrder) =>
  time(a.scheduled_for ?? undefined) - time(b.scheduled_for ?? undefined)

/** Where an order can still miss the time the customer was given (a delivery's includes the drive). */
const CAN_BE_LATE = new Set(['preparing', 'out_for_delivery'])

/**
 * Whole minutes an order being cooked, or a delivery on the road, is past the time the
 * customer was given (0 when it is not). Past it by seconds is already "1 min late": the
 * time the customer was told has gone. A collection waiting on the counter is not late.
 */
export function minutesLate(order: StaffOrder, now: number): number {
  if (!CAN_BE_LATE.has(order.order_status) || !order.ready_at) return 0
  const past = now - time(order.ready_at)
  return past > 0 ? Math.max(1, Math.floor(past / 60_000)) : 0
}

/** Late orders first, the latest of them at the top; the others oldest first. */
const lateFirst = (now: number) => (a: StaffOrder, b: StaffOrder) => {
  const late = minutesLate(b, now) - minutesLate(a, now)
  return late !== 0 ? late : oldestFirst(a, b)
}

/** The board's columns: live orders oldest first (late ones before them), finished ones latest first. */
export function groupOrders(
  orders: readonly StaffOrder[],
  now: number,
): BoardGroups {
  const of = (...statuses: string[]) =>
    orders.filter((order) => statuses.includes(order.order_status))
  return {
    scheduled: of('pending')
      .filter((order) => isHeld(order, now))
      .sort(soonestFirst),
    pending: of('pending')
      .filter((order) => !isHeld(order, now))
      .sort(oldestFirst),
    preparing: of('preparing').sort(lateFirst(now)),
    ready: of('ready', 'out_for_delivery').sort(lateFirst(now)),
    done: of('delivered', 'cancelled').sort(latestFirst),
    rejected: of('rejected').sort(latestFirst),
  }
}

/** Pending orders nobody has acknowledged yet, orders for later once due: these ring. */
export function ringingOrders(
  orders: readonly StaffOrder[],
  now: number,
): StaffOrder[] {
  return orders.filter(
    (order) =>
      order.order_status === 'pending' &&
      !order.acknowledgedAt &&
      !isHeld(order, now),
  )
}

/** When the order or its ticket's printing last changed. */
const changedAt = (order: StaffOrder) =>
  Math.max(time(order.updatedAt), order.print ? time(order.print.updatedAt) : 0)

/**
 * The board with one order put in, replacing its copy in its place unless that copy is
 * newer (a late event must not undo what a reply already showed, nor an accept's
 * "printing" the "printed" the stream brought first); a new order goes last. In place,
 * because the query cache keeps an unchanged order the same object only at the same index:
 * moving one order made a copy of every order after it, and every one of their cards drew
 * again.
 */
export function withOrder(
  orders: readonly StaffOrder[],
  order: StaffOrder,
): StaffOrder[] {
  const index = orders.findIndex((other) => other._id === order._id)
  const known = orders[index]
  if (!known) return [...orders, order]
  const next = [...orders]
  if (changedAt(known) <= changedAt(order)) next[index] = order
  return next
}
