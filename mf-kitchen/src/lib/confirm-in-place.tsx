import { type ReactNode, useEffect, useRef } from 'react'
import ui from './ui.module.css'

type Props = {
  question: ReactNode
  confirmLabel: string
  keepLabel: string
  isBusy: boolean
  onConfirm: () => void
  onKeep: () => void
}

/** A destructive tap asked again where it was made; "keep" has the focus, so Enter is safe. */
export function ConfirmInPlace({
  question,
  confirmLabel,
  keepLabel,
  isBusy,
  onConfirm,
  onKeep,
}: Props) {
  const keepRef = useRef<HTMLButtonElement>(null)
  useEffect(() => keepRef.current?.focus(), [])
  return (
    <fieldset className={ui.choices}>
      <legend>{question}</legend>
      <button
        type="button"
        className={`${ui.button} ${ui.danger}`}
        aria-disabled={isBusy}
        onClick={() => {
          if (!isBusy) onConfirm()
        }}
      >
        {confirmLabel}
      </button>
      <button
        ref={keepRef}
        type="button"
        className={ui.button}
        onClick={onKeep}
      >
        {keepLabel}
      </button>
    </fieldset>
  )
}
