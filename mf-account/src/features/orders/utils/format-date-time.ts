import { LOCALE, TIME_ZONE } from '@food/shared/types'

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
})

/** When an order was placed, in the restaurant's time zone: '21 Nov 2025, 18:42'. */
export function formatDateTime(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date)
}
