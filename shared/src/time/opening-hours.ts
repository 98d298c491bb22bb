/** One day's hours: `day` 0 (Sunday) … 6 (Saturday), times "HH:MM" local; a close at or before the open means past midnight. */
export type DayHours = { day: number; open: string; close: string }

/** A week of hours; a day without an entry is closed. */
export type WeeklyHours = readonly DayHours[]

/** The answer to "is the shop open at this instant?". */
export type OpeningState = {
  isOpen: boolean
  /** "HH:MM" local closing time while open, else null. */
  closesAt: string | null
  /** Next opening instant while closed (null when open or the week has no hours). */
  nextOpeningAt: Date | null
  /** "HH:MM" local time of the next opening, with its local weekday. */
  nextOpening: { day: number; time: string; daysAhead: number } | null
}

/** The restaurant's time zone; summer time is handled through Intl. */
export const SHOP_TIME_ZONE = 'Europe/London'

const week = (open: string, close: (day: number) => string): DayHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close: close(day) }))

/** Opening hours of SPEC §9: 16:30–01:00 every day, to 02:00 on Friday and Saturday. */
export const OPENING_HOURS: WeeklyHours = week('16:30', (day) =>
  day === 5 || day === 6 ? '02:00' : '01:00',
)

/** Delivery hours of SPEC §9: 17:00–01:00 every day. */
export const DELIVERY_HOURS: WeeklyHours = week('17:00', () => '01:00')

const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/** English weekday name for 0 (Sunday) … 6 (Saturday). */
export function dayName(day: number): string {
  return DAY_NAMES[((day % 7) + 7) % 7] ?? 'Sunday'
}

/** Minutes after midnight of an "HH:MM" string. */
export function toMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`Invalid time "${time}", expected HH:MM`)
  return Number(match[1]) * 60 + Number(match[2])
}

type LocalParts = {
  year: number
  month: number
  dayOfMonth: number
  weekday: number
  minutes: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Wall-clock parts of an instant in a time zone. */
export function localParts(at: Date, timeZone = SHOP_TIME_ZONE): LocalParts {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const year = parts.year ?? 0
  const month = parts.month ?? 1
  const dayOfMonth = parts.day ?? 1
  return {
    year,
    month,
    dayOfMonth,
    weekday: new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay(),
    minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  }
}

/** The instant at which a local wall-clock time happens in a time zone. */
export function zonedTimeToDate(
  local: { year: number; month: number; dayOfMonth: number; minutes: number },
  timeZone = SHOP_TIME_ZONE,
): Date {
  const wallAsUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.dayOfMonth,
    0,
    local.minutes,
  )
  // Two passes settle the offset even when the first guess lands across a DST change.
  let instant = wallAsUtc
  for (let pass = 0; pass < 2; pass++) {
    instant = wallAsUtc - offsetMinutes(new Date(instant), timeZone) * 60_000
  }
  return new Date(instant)
}

function offsetMinutes(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.dayOfMonth, 0, p.minutes)
  return Math.round(
    (wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000,
  )
}

const hoursFor = (hours: WeeklyHours, day: number) =>
  hours.filter((entry) => entry.day === ((day % 7) + 7) % 7)

const runsPastMidnight = (entry: DayHours) =>
  toMinutes(entry.close) <= toMinutes(entry.open)

/** Decides whether the shop is open; hours past midnight belong to the evening before. */
export function getOpeningState(
  hours: WeeklyHours,
  now: Date,
  timeZone = SHOP_TIME_ZONE,
): OpeningState {
  const local = localParts(now, timeZone)
  const openEntry =
    hoursFor(hours, local.weekday).find((entry) => {
      const open = toMinutes(entry.open)
      if (local.minutes < open) return false
      return runsPastMidnight(entry) || local.minutes < toMinutes(entry.close)
    }) ??
    hoursFor(hours, local.weekday - 1).find(
      (entry) =>
        runsPastMidnight(entry) && local.minutes < toMinutes(entry.close),
    )
  if (openEntry) {
    return {
      isOpen: true,
      closesAt: openEntry.close,
      nextOpeningAt: null,
      nextOpening: null,
    }
  }
  const next = findNextOpening(hours, local)
  return {
    isOpen: false,
    closesAt: null,
    nextOpeningAt: next
      ? zonedTimeToDate(
          { ...addDays(local, next.daysAhead), minutes: toMinutes(next.time) },
          timeZone,
        )
      : null,
    nextOpening: next,
  }
}

function findNextOpening(hours: WeeklyHours, local: LocalParts) {
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    const day = (local.weekday + daysAhead) % 7
    const opens = hoursFor(hours, day)
      .map((entry) => entry.open)
      .filter((open) => daysAhead > 0 || toMinutes(open) > local.minutes)
      .sort()
    if (opens[0]) return { day, time: opens[0], daysAhead }
  }
  return null
}

function addDays(local: LocalParts, days: number) {
  const date = new Date(
    Date.UTC(local.year, local.month - 1, local.dayOfMonth + days),
  )
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    dayOfMonth: date.getUTCDate(),
  }
}

/** A customer-facing sentence for an opening state, e.g. "Open until 01:00". */
export function describeOpeningState(state: OpeningState): string {
  if (state.isOpen) return `Open until ${state.closesAt}`
  const next = state.nextOpening
  // Every place that shows it says "closed" in its own words first (the banner, the checkout,
  // the refusal): the message adds only when, so nothing reads twice.
  if (!next) return ''
  const when =
    next.daysAhead === 0
      ? 'today'
      : next.daysAhead === 1
        ? 'tomorrow'
        : `on ${dayName(next.day)}`
  return `We open ${when} at ${next.time}.`
}
