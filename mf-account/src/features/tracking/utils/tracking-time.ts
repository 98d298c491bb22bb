import { orderPromise } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { Order } from '@food/shared/types'

export type TrackingTime = {
  /** The instant, for a <time dateTime>. */
  iso: string
  /** What the bar's one line shows: "20:05". */
  clock: string
  /** What it means, read to screen readers and shown in the details: "Arriving around 20:05". */
  meaning: string
  /** The promised time has passed with the food still in the kitchen: the line says so instead. */
  isLate: boolean
}

type Timed = Pick<
  Order,
  | 'order_status'
  | 'order_type'
  | 'expected_at'
  | 'promised_at'
  | 'scheduled_for'
  | 'createdAt'
  | 'updatedAt'
>

/**
 * The one time the tracking bar's line shows for an order: the time promised when it was
 * placed, or the kitchen's own once it accepts ("Arriving around 20:05", "Ready around 19:45",
 * "Scheduled for 20:30"), else when the order was placed. Past that promise with the food
 * still cooking (`now`), it says the order is running late instead of a time gone by.
 */
export function trackingTime(order: Timed, now?: number): TrackingTime | null {
  const promise = orderPromise(order, now)
  if (promise) return at(promise.at, () => promise.text, promise.isLate)
  const placed = order.createdAt ?? order.updatedAt
  return placed ? at(placed, (clock) => `Placed at ${clock}`) : null
}

function at(
  iso: string,
  describe: (clock: string) => string,
  isLate = false,
): TrackingTime | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const clock = formatShopTime(date)
  return { iso, clock, meaning: describe(clock), isLate }
}
