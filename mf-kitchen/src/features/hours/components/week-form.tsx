import { DELIVERY_HOURS, dayName, OPENING_HOURS } from '@food/shared/time'
import type { DayHours } from '@food/shared/types'
import { weekHoursSchema } from '@food/shared/validation'
import { type FormEvent, useId, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import {
  type DayRow,
  type HoursCell,
  type HoursKind,
  toRows,
  toWeek,
} from '../utils/week-rows'
import { DayHoursRow } from './day-hours-row'
import styles from './hours-page.module.css'

type Week = Record<HoursKind, DayHours[]>

type Props = {
  hours: Week
  isBusy: boolean
  error: string | null
  onSave: (week: Week) => void
}

const KIND_WORDS: Record<HoursKind, string> = {
  opening: 'opening',
  delivery: 'delivery',
}

/** The week grid: one row a day, opening and delivery times, saved together. */
export function WeekForm({ hours, isBusy, error, onSave }: Props) {
  const id = useId()
  const [rows, setRows] = useState(() => toRows(hours))
  const [problem, setProblem] = useState<string | null>(null)

  const change = (day: number, kind: HoursKind, next: Partial<HoursCell>) =>
    setRows((current) =>
      current.map((row) =>
        row.day === day ? { ...row, [kind]: { ...row[kind], ...next } } : row,
      ),
    )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isBusy) return
    const week = toWeek(rows)
    const result = weekHoursSchema.safeParse(week)
    if (result.success) {
      setProblem(null)
      onSave(week)
      return
    }
    // The first time that is not HH:MM, named by its day and field.
    const [kind, index, field] = result.error.issues[0]?.path ?? []
    const entry = week[kind as HoursKind]?.[Number(index)]
    if (!entry) return setProblem(result.error.issues[0]?.message ?? null)
    const what = field === 'open' ? 'start' : 'end'
    setProblem(
      `${dayName(entry.day)}, ${KIND_WORDS[kind as HoursKind]} ${what}: ${result.error.issues[0]?.message}`,
    )
    document
      .getElementById(`${id}-${entry.day}-${String(kind)}-${String(field)}`)
      ?.focus()
  }

  return (
    <form className={styles.week} onSubmit={handleSubmit} noValidate>
      <h2 className={styles.subtitle}>Every week</h2>
      <p>Tick “Closed” for a day without that service.</p>
      {rows.map((row: DayRow) => (
        <DayHoursRow
          key={row.day}
          idPrefix={id}
          row={row}
          onChange={(kind, next) => change(row.day, kind, next)}
        />
      ))}
      {(problem ?? error) && (
        <p role="alert" className={ui.error}>
          {problem ?? error}
        </p>
      )}
      <div className={ui.row}>
        <button
          type="submit"
          className={`${ui.button} ${ui.primary}`}
          aria-disabled={isBusy}
        >
          {isBusy ? 'Saving…' : 'Save the week'}
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={() =>
            setRows(
              toRows({
                opening: [...OPENING_HOURS],
                delivery: [...DELIVERY_HOURS],
              }),
            )
          }
        >
          Fill in the usual hours
        </button>
      </div>
    </form>
  )
}
