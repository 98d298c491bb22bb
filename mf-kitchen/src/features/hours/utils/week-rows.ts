import type { DayHours } from '@food/shared/types'

/** One kind of hours (opening or delivery) of one day, as the form edits it. */
export type HoursCell = { isClosed: boolean; open: string; close: string }
export type DayRow = { day: number; opening: HoursCell; delivery: HoursCell }
export type HoursKind = 'opening' | 'delivery'

/** The week as a kitchen reads it: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

const cell = (hours: readonly DayHours[], day: number): HoursCell => {
  // One span a day is what the grid edits; the first is kept.
  const entry = hours.find((hour) => hour.day === day)
  return entry
    ? { isClosed: false, open: entry.open, close: entry.close }
    : { isClosed: true, open: '', close: '' }
}

/** The grid's rows from the week's hours; a day without an entry is closed. */
export function toRows(week: {
  opening: readonly DayHours[]
  delivery: readonly DayHours[]
}): DayRow[] {
  return WEEK_ORDER.map((day) => ({
    day,
    opening: cell(week.opening, day),
    delivery: cell(week.delivery, day),
  }))
}

/** The week to save: closed days have no entry. */
export function toWeek(rows: readonly DayRow[]): Record<HoursKind, DayHours[]> {
  const entries = (kind: HoursKind) =>
    rows
      .filter((row) => !row[kind].isClosed)
      .map((row) => ({
        day: row.day,
        open: row[kind].open,
        close: row[kind].close,
      }))
  return { opening: entries('opening'), delivery: entries('delivery') }
}
