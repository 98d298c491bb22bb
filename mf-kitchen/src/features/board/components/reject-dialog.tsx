import {
  MAX_REJECT_TEXT_LENGTH,
  REJECT_REASON_LABELS,
  type RejectReason,
} from '@food/shared/types'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Dialog } from '../../../lib/dialog'
import { DialogButtons } from '../../../lib/dialog-buttons'
import { RadioChoices } from '../../../lib/radio-choices'
import ui from '../../../lib/ui.module.css'

/** The API's own words for a missing reason. */
const REASON_REQUIRED = 'Please say why the order is rejected.'

const REASONS = Object.keys(REJECT_REASON_LABELS) as RejectReason[]

type Props = {
  orderNumber: string
  isBusy: boolean
  error: string | null
  onSubmit: (reason: RejectReason, text: string) => void
  onClose: () => void
}

/** Why the order is turned down; the customer reads it. "Other" needs words. */
export function RejectDialog({
  orderNumber,
  isBusy,
  error,
  onSubmit,
  onClose,
}: Props) {
  const [reason, setReason] = useState<RejectReason>('too_busy')
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const textId = useId()
  const problemId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isBusy) return
    if (reason === 'other' && !text.trim()) {
      setProblem(REASON_REQUIRED)
      textRef.current?.focus()
      return
    }
    setProblem(null)
    onSubmit(reason, reason === 'other' ? text.trim() : '')
  }

  return (
    <Dialog title={`Reject order ${orderNumber}`} onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <RadioChoices
          legend="Reason"
          name="reason"
          options={REASONS.map((value) => ({
            value,
            label: REJECT_REASON_LABELS[value],
          }))}
          value={reason}
          onChange={setReason}
        />
        {reason === 'other' && (
          <div className={ui.row}>
            <label htmlFor={textId} className={ui.label}>
              What should the customer read?
            </label>
            <textarea
              ref={textRef}
              id={textId}
              className={ui.field}
              rows={3}
              required
              maxLength={MAX_REJECT_TEXT_LENGTH}
              aria-invalid={problem !== null}
              aria-describedby={problem ? problemId : undefined}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        )}
        {(problem ?? error) && (
          <p id={problemId} role="alert" className={ui.error}>
            {problem ?? error}
          </p>
        )}
        <DialogButtons
          submitLabel="Reject order"
          tone="danger"
          isBusy={isBusy}
          onBack={onClose}
        />
      </form>
    </Dialog>
  )
}
