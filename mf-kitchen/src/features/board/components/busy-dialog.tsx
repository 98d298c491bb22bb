import { BUSY_MINUTES, type BusyMinutes } from '@food/shared/types'
import { type FormEvent, useState } from 'react'
import { Dialog } from '../../../lib/dialog'
import { DialogButtons } from '../../../lib/dialog-buttons'
import { RadioChoices } from '../../../lib/radio-choices'
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
        <RadioChoices
          legend="Add to every ready time"
          name="busy-minutes"
          options={BUSY_MINUTES.map((value) => ({
            value,
            label: `+${value} min`,
          }))}
          value={minutes}
          onChange={setMinutes}
        />
        <RadioChoices
          legend="For"
          name="busy-for"
          options={DURATIONS.map(({ minutes: value, label }) => ({
            value,
            label,
          }))}
          value={forMinutes}
          onChange={setForMinutes}
          spaced
        />
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <DialogButtons
          submitLabel={`Start busy mode (+${minutes} min)`}
          isBusy={isBusy}
          onBack={onClose}
        />
      </form>
    </Dialog>
  )
}
