import { formatShopTime } from '@food/shared/time'
import {
  MAX_PAUSE_REASON_LENGTH,
  VALIDATION_MESSAGES,
} from '@food/shared/types'
import { isShopTime } from '@food/shared/validation'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Dialog } from '../../../lib/dialog'
import ui from '../../../lib/ui.module.css'

const FOR_MINUTES = [15, 30, 60] as const
/** What customers read after "We're not taking online orders until 19:30: …". */
const REASONS = ['kitchen at capacity', 'short-staffed', 'equipment problem']
const OTHER = 'other'
const UNTIL_TIME = 'time'
const REASON_REQUIRED = 'Please write the reason, or choose one above.'

type Props = {
  /** The server's time now: "for 15 minutes" counts from it. */
  now: number
  isBusy: boolean
  error: string | null
  onSubmit: (until: string, reason: string) => void
  onClose: () => void
}

const capitalised = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/** Stops online orders until a time (the restaurant's clock), with a reason customers read. */
export function PauseDialog({ now, isBusy, error, onSubmit, onClose }: Props) {
  const id = useId()
  const [length, setLength] = useState<number | typeof UNTIL_TIME>(30)
  const [time, setTime] = useState('')
  const [reason, setReason] = useState(REASONS[0] ?? OTHER)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const timeRef = useRef<HTMLInputElement>(null)
  const textRef = useRef<HTMLInputElement>(null)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isBusy) return
    const until =
      length === UNTIL_TIME
        ? time
        : formatShopTime(new Date(now + length * 60_000))
    const said = reason === OTHER ? text.trim() : reason
    const failure = !isShopTime(until)
      ? VALIDATION_MESSAGES.shopTime
      : said
        ? null
        : REASON_REQUIRED
    setProblem(failure)
    if (failure === VALIDATION_MESSAGES.shopTime) timeRef.current?.focus()
    else if (failure) textRef.current?.focus()
    else onSubmit(until, said)
  }

  return (
    <Dialog title="Pause online orders" onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset className={ui.choices}>
          <legend>Pause</legend>
          {FOR_MINUTES.map((minutes) => (
            <label key={minutes} className={ui.choice}>
              <input
                type="radio"
                name="pause-for"
                checked={length === minutes}
                onChange={() => setLength(minutes)}
              />
              For {minutes} minutes
            </label>
          ))}
          <label className={ui.choice}>
            <input
              type="radio"
              name="pause-for"
              checked={length === UNTIL_TIME}
              onChange={() => setLength(UNTIL_TIME)}
            />
            Until a time
          </label>
        </fieldset>
        {length === UNTIL_TIME && (
          <div className={ui.row}>
            <label htmlFor={`${id}-until`} className={ui.label}>
              Until (24-hour clock)
            </label>
            <input
              ref={timeRef}
              id={`${id}-until`}
              type="time"
              className={ui.field}
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </div>
        )}
        <fieldset className={`${ui.choices} ${ui.row}`}>
          <legend>Reason (customers read it)</legend>
          {[...REASONS, OTHER].map((value) => (
            <label key={value} className={ui.choice}>
              <input
                type="radio"
                name="pause-reason"
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {capitalised(value)}
            </label>
          ))}
        </fieldset>
        {reason === OTHER && (
          <div className={ui.row}>
            <label htmlFor={`${id}-reason`} className={ui.label}>
              Your reason
            </label>
            <input
              ref={textRef}
              id={`${id}-reason`}
              className={ui.field}
              maxLength={MAX_PAUSE_REASON_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        )}
        {(problem ?? error) && (
          <p role="alert" className={ui.error}>
            {problem ?? error}
          </p>
        )}
        <div className={ui.row}>
          <button
            type="submit"
            className={`${ui.button} ${ui.danger}`}
            aria-disabled={isBusy}
          >
            Pause online orders
          </button>
          <button type="button" className={ui.button} onClick={onClose}>
            Back
          </button>
        </div>
      </form>
    </Dialog>
  )
}
