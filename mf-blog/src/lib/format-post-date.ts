import { LOCALE, TIME_ZONE } from '@food/shared/types'

// Posts show the month in full ('12 March 2026'); shared formatDate is short ('12 Mar 2026').
const postDateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
})

/** A post's date in the restaurant's time zone; '' when unreadable. */
export function formatPostDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : postDateFormat.format(date)
}
