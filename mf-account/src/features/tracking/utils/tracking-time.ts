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
 * "Scheduled for 20:30"), else when the order was placed.
 */
export function trackingTime(order: Timed): TrackingTime | null {
  const promise = orderPromise(order)
  if (promise) return at(promise.at, () => promise.text)
  const placed = order.createdAt ?? order.updatedAt
  return placed ? at(placed, (clock) => `Placed at ${clock}`) : null
}

function at(
  iso: string,
  describe: (clock: string) => string,
): TrackingTime | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const clock = formatShopTime(date)
  return { iso, clock, meaning: describe(clock) }
}
