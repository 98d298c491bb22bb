import { formatShopTime } from '@food/shared/time'
import { READY_TIME_PRESETS } from '@food/shared/types'
import { type FormEvent, useState } from 'react'
import { Dialog } from '../../../lib/dialog'
import { DialogButtons } from '../../../lib/dialog-buttons'
import { RadioChoices } from '../../../lib/radio-choices'
import ui from '../../../lib/ui.module.css'
import { useServerNow } from '../hooks/use-now'

type Props = {
  title: string
  submitLabel: string
  defaultMinutes: number
  /** Busy mode's minutes, which the server adds to this quote (0: none). */
  busyMinutes: number
  isBusy: boolean
  error: string | null
  onSubmit: (minutes: number) => void
  onClose: () => void
}

/** The presets, with the shop's default among them even if it is not one. */
function presetsWith(defaultMinutes: number): number[] {
  const presets: number[] = [...READY_TIME_PRESETS]
  if (!presets.includes(defaultMinutes)) presets.push(defaultMinutes)
  return presets.sort((a, b) => a - b)
}

/** Choose when the food will be ready: for accepting, or for a new time. */
export function ReadyTimeDialog({
  title,
  submitLabel,
  defaultMinutes,
  busyMinutes,
  isBusy,
  error,
  onSubmit,
  onClose,
}: Props) {
  const [minutes, setMinutes] = useState(defaultMinutes)
  // Its own clock: the ready time it names is right to the minute while it is open.
  const now = useServerNow()
  const readyAt = formatShopTime(
    new Date(now + (minutes + busyMinutes) * 60_000),
  )
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isBusy) onSubmit(minutes)
  }
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <RadioChoices
          legend="Ready in"
          name="minutes"
          options={presetsWith(defaultMinutes).map((value) => ({
            value,
            label: `${value} min`,
          }))}
          value={minutes}
          onChange={setMinutes}
        />
        <p className={ui.note} aria-live="polite">
          Ready in {minutes} min
          {busyMinutes > 0 && ` (+${busyMinutes} busy)`} → {readyAt}
        </p>
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <DialogButtons
          submitLabel={`${submitLabel} (${minutes + busyMinutes} min)`}
          isBusy={isBusy}
          onBack={onClose}
        />
      </form>
    </Dialog>
  )
}
