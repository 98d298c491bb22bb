import { tradingDayDate } from '@food/shared/time'
import {
  type HoursExceptionPayload,
  MAX_EXCEPTION_NOTE_LENGTH,
} from '@food/shared/types'
import { hoursExceptionSchema } from '@food/shared/validation'
import { type FormEvent, useId, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import styles from './hours-page.module.css'

type Times = {
  open: string
  close: string
  deliveryOpen: string
  deliveryClose: string
}
const NO_TIMES: Times = {
  open: '',
  close: '',
  deliveryOpen: '',
  deliveryClose: '',
}
const TIME_LABELS: Record<keyof Times, string> = {
  open: 'Opens',
  close: 'Closes',
  deliveryOpen: 'Delivery from',
  deliveryClose: 'Delivery until',
}

type Props = {
  isBusy: boolean
  error: string | null
  onAdd: (exception: HoursExceptionPayload, done: () => void) => void
}

/** The payload: only the times that are filled in, and only when not closed. */
function toPayload(
  date: string,
  isClosed: boolean,
  times: Times,
  note: string,
): HoursExceptionPayload {
  const filled = Object.entries(times).filter(([, value]) => value !== '')
  return {
    date,
    closed: isClosed,
    ...(isClosed ? {} : Object.fromEntries(filled)),
    note: note.trim(),
  }
}

/** Adds (or replaces) one date's exception: closed all day, or that evening's hours. */
export function AddExceptionForm({ isBusy, error, onAdd }: Props) {
  const id = useId()
  const [date, setDate] = useState('')
  const [isClosed, setIsClosed] = useState(true)
  const [times, setTimes] = useState<Times>(NO_TIMES)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isBusy) return
    const payload = toPayload(date, isClosed, times, note)
    const result = hoursExceptionSchema.safeParse(payload)
    if (!result.success) {
      const issue = result.error.issues[0]
      const field = String(issue?.path[0] ?? 'date')
      const label = TIME_LABELS[field as keyof Times]
      setProblem(
        label ? `${label}: ${issue?.message}` : (issue?.message ?? null),
      )
      document.getElementById(`${id}-${field}`)?.focus()
      return
    }
    setProblem(null)
    onAdd(payload, () => {
      setDate('')
      setIsClosed(true)
      setTimes(NO_TIMES)
      setNote('')
    })
  }

  return (
    <form className={ui.formPanel} onSubmit={handleSubmit} noValidate>
      <h3 className={styles.formTitle}>Add an exception</h3>
      <label htmlFor={`${id}-date`} className={ui.label}>
        Date
      </label>
      <input
        id={`${id}-date`}
        type="date"
        className={ui.field}
        min={tradingDayDate(new Date())}
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <fieldset className={`${ui.choices} ${ui.row}`}>
        <legend>That day</legend>
        <label className={ui.choice}>
          <input
            type="radio"
            name={`${id}-closed`}
            checked={isClosed}
            onChange={() => setIsClosed(true)}
          />
          Closed all day
        </label>
        <label className={ui.choice}>
          <input
            type="radio"
            name={`${id}-closed`}
            checked={!isClosed}
            onChange={() => setIsClosed(false)}
          />
          Different hours
        </label>
      </fieldset>
      {!isClosed && (
        <div className={styles.times}>
          {(Object.keys(TIME_LABELS) as (keyof Times)[]).map((field) => (
            <span key={field} className={styles.time}>
              <label htmlFor={`${id}-${field}`}>{TIME_LABELS[field]}</label>
              <input
                id={`${id}-${field}`}
                type="time"
                className={ui.field}
                value={times[field]}
                onChange={(event) =>
                  setTimes({ ...times, [field]: event.target.value })
                }
              />
            </span>
          ))}
          <p className={styles.hint}>
            Leave both delivery times empty for no delivery.
          </p>
        </div>
      )}
      <label htmlFor={`${id}-note`} className={ui.label}>
        Note (optional)
      </label>
      <input
        id={`${id}-note`}
        className={ui.field}
        maxLength={MAX_EXCEPTION_NOTE_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
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
          {isBusy ? 'Adding…' : 'Add exception'}
        </button>
      </div>
    </form>
  )
}
