import { localParts, SHOP_TIME_ZONE, zonedTimeToDate } from './opening-hours'

/**
 * Hours past midnight belong to the evening before, so the restaurant's day turns over in the
 * quiet of the morning, after the latest closing (02:00) and before any opening.
 */
const TRADING_DAY_STARTS_AT_MINUTES = 5 * 60

/** When the trading day that `now` belongs to began (05:00 local, yesterday before 05:00). */
export function tradingDayStart(now: Date, timeZone = SHOP_TIME_ZONE): Date {
  const local = localParts(now, timeZone)
  const back = local.minutes < TRADING_DAY_STARTS_AT_MINUTES ? 1 : 0
  const day = new Date(
    Date.UTC(local.year, local.month - 1, local.dayOfMonth - back),
  )
  return zonedTimeToDate(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      dayOfMonth: day.getUTCDate(),
      minutes: TRADING_DAY_STARTS_AT_MINUTES,
    },
    timeZone,
  )
}

const pad = (value: number) => String(value).padStart(2, '0')

/** "2026-11-20": the restaurant's calendar date at an instant. */
export function shopDate(at: Date, timeZone = SHOP_TIME_ZONE): string {
  const { year, month, dayOfMonth } = localParts(at, timeZone)
  return `${year}-${pad(month)}-${pad(dayOfMonth)}`
}

/** The date that names the trading day `now` belongs to, "2026-11-20" (as the takings do). */
export function tradingDayDate(now: Date, timeZone = SHOP_TIME_ZONE): string {
  return shopDate(tradingDayStart(now, timeZone), timeZone)
}

/** "19:45": an instant as the restaurant's wall clock shows it. */
export function formatShopTime(at: Date, timeZone = SHOP_TIME_ZONE): string {
  const { minutes } = localParts(at, timeZone)
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}
