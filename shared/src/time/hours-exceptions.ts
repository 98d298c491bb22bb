import type { HoursException } from '../wire/shop-settings'
import {
  type DayHours,
  localParts,
  SHOP_TIME_ZONE,
  type WeeklyHours,
} from './opening-hours'

// The wire's type (a type only: time stays free of zod at run time), so the API's reply, the
// owner's page and the opening rules read one shape.
export type { HoursException } from '../wire/shop-settings'

const DAY_MS = 24 * 60 * 60 * 1000

/** "YYYY-MM-DD" and weekday of the restaurant's calendar day `offset` days from `now`. */
function localDay(now: Date, offset: number, timeZone: string) {
  const local = localParts(now, timeZone)
  const day = new Date(
    Date.UTC(local.year, local.month - 1, local.dayOfMonth) + offset * DAY_MS,
  )
  return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() }
}

/**
 * The week as it really is around `now`: the weekly hours with the exceptions of yesterday
 * (whose past-midnight hours may still run) and the next five days put in their weekdays'
 * place. Seven days, one per weekday, so the opening-state rules apply unchanged; a next
 * opening six days ahead reads that weekday's weekly hours.
 */
export function hoursAround(
  weekly: WeeklyHours,
  exceptions: readonly HoursException[],
  now: Date,
  kind: 'opening' | 'delivery',
  timeZone = SHOP_TIME_ZONE,
): WeeklyHours {
  if (exceptions.length === 0) return weekly
  const byDate = new Map(
    exceptions.map((exception) => [exception.date, exception]),
  )
  let hours: DayHours[] = [...weekly]
  for (let offset = -1; offset <= 5; offset++) {
    const { date, weekday } = localDay(now, offset, timeZone)
    const exception = byDate.get(date)
    if (!exception) continue
    hours = hours.filter((entry) => entry.day !== weekday)
    const [open, close] =
      kind === 'opening'
        ? [exception.open, exception.close]
        : [exception.deliveryOpen, exception.deliveryClose]
    if (!exception.closed && open && close)
      hours.push({ day: weekday, open, close })
  }
  return hours
}
