import { BUSY_MINUTES, type BusyMinutes } from '@food/shared/types'
import { type FormEvent, useState } from 'react'
import { Dialog } from '../../../lib/dialog'
import ui from '../../../lib/ui.module.css'

/** How long busy mode lasts; "until closing" is about four hours of an evening. */
const DURATIONS = [
  { minutes: 30, label: '30 min' },
  { minutes: 60, label: '1 h' },
  { minutes: 120, label: '2 h' },
  { minutes: 240, label: 'Until closing (about 4 h)' },
] as const

type Props = {
  isBusy: boolean
  error: string | null
  onSubmit: (minutes: BusyMinutes, forMinutes: number) => void
  onClose: () => void
}

/** Busy mode: every quote gets more minutes, for a while. */
export function BusyDialog({ isBusy, error, onSubmit, onClose }: Props) {
  const [minutes, setMinutes] = useState<BusyMinutes>(20)
  const [forMinutes, setForMinutes] = useState<number>(60)
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isBusy) onSubmit(minutes, forMinutes)
  }
  return (
    <Dialog title="Busy mode" onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset className={ui.choices}>
          <legend>Add to every ready time</legend>
          {BUSY_MINUTES.map((value) => (
            <label key={value} className={ui.choice}>
              <input
                type="radio"
                name="busy-minutes"
                checked={minutes === value}
                onChange={() => setMinutes(value)}
              />
              +{value} min
            </label>
          ))}
        </fieldset>
        <fieldset className={`${ui.choices} ${ui.row}`}>
          <legend>For</legend>
          {DURATIONS.map((duration) => (
            <label key={duration.minutes} className={ui.choice}>
              <input
                type="radio"
                name="busy-for"
                checked={forMinutes === duration.minutes}
                onChange={() => setForMinutes(duration.minutes)}
              />
              {duration.label}
            </label>
          ))}
        </fieldset>
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <div className={ui.row}>
          <button
            type="submit"
            className={`${ui.button} ${ui.primary}`}
            aria-disabled={isBusy}
          >
            Start busy mode (+{minutes} min)
          </button>
          <button type="button" className={ui.button} onClick={onClose}>
            Back
          </button>
        </div>
      </form>
    </Dialog>
  )
}
