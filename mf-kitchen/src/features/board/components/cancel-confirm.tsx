import { useEffect, useRef } from 'react'
import ui from '../../../lib/ui.module.css'

type Props = {
  orderNumber: string
  isBusy: boolean
  onConfirm: () => void
  onKeep: () => void
}

/** "Cancel order 1042?" asked in place; "Keep it" has the focus, so Enter is safe. */
export function CancelConfirm({
  orderNumber,
  isBusy,
  onConfirm,
  onKeep,
}: Props) {
  const keepRef = useRef<HTMLButtonElement>(null)
  useEffect(() => keepRef.current?.focus(), [])
  return (
    <fieldset className={ui.choices}>
      <legend>Cancel order {orderNumber}? The customer is told.</legend>
      <button
        type="button"
        className={`${ui.button} ${ui.danger}`}
        aria-disabled={isBusy}
        onClick={() => {
          if (!isBusy) onConfirm()
        }}
      >
        Yes, cancel it
      </button>
      <button
        ref={keepRef}
        type="button"
        className={ui.button}
        onClick={onKeep}
      >
        Keep it
      </button>
    </fieldset>
  )
}
