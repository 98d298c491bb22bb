import type { ReactNode } from 'react'
import ui from './ui.module.css'

type Props = {
  submitLabel: ReactNode
  tone?: 'primary' | 'danger'
  isBusy: boolean
  onBack: () => void
}

/** A dialog form's submit and Back; the submit stays focusable while busy (aria-disabled). */
export function DialogButtons({
  submitLabel,
  tone = 'primary',
  isBusy,
  onBack,
}: Props) {
  return (
    <div className={ui.row}>
      <button
        type="submit"
        className={`${ui.button} ${ui[tone]}`}
        aria-disabled={isBusy}
      >
        {submitLabel}
      </button>
      <button type="button" className={ui.button} onClick={onBack}>
        Back
      </button>
    </div>
  )
}
