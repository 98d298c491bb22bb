import { LOCALE, TIME_ZONE } from '../types/constants'

// Made on first use, not on import: a page's first Intl.DateTimeFormat loads the locale's
// date data, 35–160 ms of main thread on a mid-range phone, which a page that shows no date
// (the menu) must not pay while it hydrates.
let dateFormat: Intl.DateTimeFormat | undefined
const dateFormatter = () => {
  dateFormat ??= new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  })
  return dateFormat
}

const MINUTE_MS = 60_000

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

/** A date in the restaurant's time zone: '21 Nov 2025'; '' when unreadable. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value)
  return Number.isNaN(date.getTime()) ? '' : dateFormatter().format(date)
}

/** Whole minutes since `since`: 'just now', '1 min ago', '5 mins ago'. */
export function formatMinutesAgo(
  since: string | number | Date,
  now: number = Date.now(),
): string {
  const time = toDate(since).getTime()
  if (Number.isNaN(time)) return ''
  const minutes = Math.max(0, Math.floor((now - time) / MINUTE_MS))
  if (minutes === 0) return 'just now'
  return minutes === 1 ? '1 min ago' : `${minutes} mins ago`
}
