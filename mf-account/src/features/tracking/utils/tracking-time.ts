import { orderTiming } from '@food/shared/format'
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
  'order_status' | 'order_type' | 'expected_at' | 'createdAt' | 'updatedAt'
>

/**
 * The one time the tracking bar's line shows for an order: the kitchen's quoted time while it
 * cooks ("Arriving around 20:05", "Ready around 19:45"), else when the order was placed. The
 * only place that decides it: a promised time from the order replaces it here.
 */
export function trackingTime(order: Timed): TrackingTime | null {
  const quoted = orderTiming(order)
  if (quoted && order.expected_at) {
    return at(order.expected_at, (clock) => quoted.replace(/\d\d:\d\d$/, clock))
  }
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
