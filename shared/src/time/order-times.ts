import type { MinutesRange } from '../wire/shop'
import {
  getOpeningState,
  localParts,
  SHOP_TIME_ZONE,
  toMinutes,
  type WeeklyHours,
  zonedTimeToDate,
} from './opening-hours'
import { tradingDayStart } from './trading-day'

const MINUTE_MS = 60_000
/** Scheduled orders are taken for the quarter hours: 20:00, 20:15, 20:30… */
const SLOT_MINUTES = 15
/** A collection is quoted as a range ending at the kitchen's lead time ("15–20 min"). */
const COLLECTION_RANGE_MINUTES = 5
/** Ranges are said in round five minutes, as people say them. */
const ROUND_TO_MINUTES = 5

/**
 * A driver's time from the pass to the door: ten minutes to load and park, and three a mile
 * of Belfast's evening traffic (distances are measured as the crow flies).
 */
export function travelMinutes(miles: number | null): number {
  return 10 + Math.ceil(3 * (miles ?? 0))
}

/** The kitchen's current lead time: its default quote, plus busy mode's minutes while it lasts. */
export function leadMinutes(defaultReadyMinutes: number, busyMinutes: number) {
  return defaultReadyMinutes + busyMinutes
}

const roundDown = (minutes: number) =>
  Math.floor(minutes / ROUND_TO_MINUTES) * ROUND_TO_MINUTES
const roundUp = (minutes: number) =>
  Math.ceil(minutes / ROUND_TO_MINUTES) * ROUND_TO_MINUTES

/**
 * How long an order placed now takes: a collection the lead time (less a little, since the
 * kitchen often beats its quote), a delivery the lead time plus the drive to the nearest and
 * to the farthest door of the last fee band.
 */
export function estimateRanges(
  lead: number,
  farthestMiles: number,
): { delivery: MinutesRange; collection: MinutesRange } {
  return {
    collection: {
      from: Math.max(
        ROUND_TO_MINUTES,
        roundDown(lead - COLLECTION_RANGE_MINUTES),
      ),
      to: roundUp(lead),
    },
    delivery: {
      from: roundDown(lead + travelMinutes(0)),
      to: roundUp(lead + travelMinutes(farthestMiles)),
    },
  }
}

/** When an order placed at `placedAt` should reach the customer (or be ready to collect). */
export function promisedAt(
  placedAt: Date,
  lead: number,
  order: { orderType: 'delivery' | 'collection'; miles: number | null },
): Date {
  const drive = order.orderType === 'delivery' ? travelMinutes(order.miles) : 0
  return new Date(placedAt.getTime() + (lead + drive) * MINUTE_MS)
}

/**
 * When an order accepted at `at` with a quote of `minutes` (busy mode's added) will be ready;
 * an order for later no sooner than its time less the drive, so it is made for its time. The
 * API stores it; the board shows it the moment Accept is tapped.
 */
export function readyAtWhenAccepted(
  order: {
    orderType: 'delivery' | 'collection'
    miles: number | null
    scheduledFor: Date | null
  },
  at: Date,
  minutes: number,
): Date {
  const quoted = at.getTime() + minutes * MINUTE_MS
  if (!order.scheduledFor) return new Date(quoted)
  const drive = order.orderType === 'delivery' ? travelMinutes(order.miles) : 0
  const due = order.scheduledFor.getTime() - drive * MINUTE_MS
  return new Date(Math.max(due, quoted))
}

/** This evening's hours as instants: the trading day `now` is in (past midnight counts). */
export function eveningWindow(
  hours: WeeklyHours,
  now: Date,
  timeZone = SHOP_TIME_ZONE,
): { open: Date; close: Date } | null {
  const evening = localParts(tradingDayStart(now, timeZone), timeZone)
  const entry = hours.find((day) => day.day === evening.weekday)
  if (!entry) return null
  const open = toMinutes(entry.open)
  let close = toMinutes(entry.close)
  if (close <= open) close += 24 * 60
  const at = (minutes: number) =>
    zonedTimeToDate(
      {
        year: evening.year,
        month: evening.month,
        dayOfMonth: evening.dayOfMonth,
        minutes,
      },
      timeZone,
    )
  return { open: at(open), close: at(close) }
}

/**
 * The times an order can be scheduled for this evening: each quarter hour inside the hours
 * (closing time included) that is at least the lead time from now.
 */
export function orderSlots(
  hours: WeeklyHours,
  now: Date,
  lead: number,
  timeZone = SHOP_TIME_ZONE,
): Date[] {
  const window = eveningWindow(hours, now, timeZone)
  if (!window) return []
  const earliest = Math.max(
    window.open.getTime(),
    now.getTime() + lead * MINUTE_MS,
  )
  const step = SLOT_MINUTES * MINUTE_MS
  // Quarter hours fall on the same instants in every UK offset (whole hours from UTC).
  const slots: Date[] = []
  for (
    let at = Math.ceil(earliest / step) * step;
    at <= window.close.getTime();
    at += step
  ) {
    slots.push(new Date(at))
  }
  return slots
}

/**
 * Today's hours in a few words: "Open until 02:00" while open, "Today 16:30–02:00" before,
 * "Closed today" when this evening has no hours or they are over.
 */
export function describeHoursToday(
  hours: WeeklyHours,
  now: Date,
  timeZone = SHOP_TIME_ZONE,
): string {
  const state = getOpeningState(hours, now, timeZone)
  if (state.isOpen) return `Open until ${state.closesAt}`
  const local = localParts(now, timeZone)
  const today = hours.find(
    (day) => day.day === local.weekday && toMinutes(day.open) > local.minutes,
  )
  return today ? `Today ${today.open}–${today.close}` : 'Closed today'
}
