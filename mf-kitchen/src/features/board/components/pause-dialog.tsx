import { formatShopTime } from '@food/shared/time'
import {
  MAX_PAUSE_REASON_LENGTH,
  VALIDATION_MESSAGES,
} from '@food/shared/types'
import { isShopTime } from '@food/shared/validation'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Dialog } from '../../../lib/dialog'
import { DialogButtons } from '../../../lib/dialog-buttons'
import { RadioChoices } from '../../../lib/radio-choices'
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
        <RadioChoices<number | typeof UNTIL_TIME>
          legend="Pause"
          name="pause-for"
          options={[
            ...FOR_MINUTES.map((value) => ({
              value,
              label: `For ${value} minutes`,
            })),
            { value: UNTIL_TIME, label: 'Until a time' },
          ]}
          value={length}
          onChange={setLength}
        />
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
        <RadioChoices
          legend="Reason (customers read it)"
          name="pause-reason"
          options={[...REASONS, OTHER].map((value) => ({
            value,
            label: capitalised(value),
          }))}
          value={reason}
          onChange={setReason}
          spaced
        />
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
        <DialogButtons
          submitLabel="Pause online orders"
          tone="danger"
          isBusy={isBusy}
          onBack={onClose}
        />
      </form>
    </Dialog>
  )
}
