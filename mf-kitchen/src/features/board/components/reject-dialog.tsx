import {
  MAX_REJECT_TEXT_LENGTH,
  RAN_OUT_REQUIRED,
  REJECT_REASON_LABELS,
  type RejectReason,
  type StaffOrder,
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
  order: Pick<StaffOrder, 'order_id' | 'items'>
  isBusy: boolean
  error: string | null
  /** `items`: the order's lines that ran out, for "Item unavailable". */
  onSubmit: (reason: RejectReason, text: string, items: string[]) => void
  onClose: () => void
}

/**
 * Why the order is turned down; the customer reads it. "Other" needs words; "Item
 * unavailable" asks which dishes (the only one is ticked for you), and the customer reads
 * their names.
 */
export function RejectDialog({
  order,
  isBusy,
  error,
  onSubmit,
  onClose,
}: Props) {
  const lines = order.items.map((item, index) => ({
    id: item._id ?? String(index),
    name: `${item.quantity ?? 1}× ${item.menuItem.name}`,
  }))
  const [reason, setReason] = useState<RejectReason>('too_busy')
  const [text, setText] = useState('')
  const [ranOut, setRanOut] = useState<string[]>(
    lines.length === 1 ? lines.map((line) => line.id) : [],
  )
  const [problem, setProblem] = useState<string | null>(null)
  const textId = useId()
  const problemId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const dishesRef = useRef<HTMLFieldSetElement>(null)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isBusy) return
    if (reason === 'other' && !text.trim()) {
      setProblem(REASON_REQUIRED)
      textRef.current?.focus()
      return
    }
    if (reason === 'item_unavailable' && ranOut.length === 0) {
      setProblem(RAN_OUT_REQUIRED)
      dishesRef.current?.querySelector('input')?.focus()
      return
    }
    setProblem(null)
    onSubmit(
      reason,
      reason === 'other' ? text.trim() : '',
      reason === 'item_unavailable' ? ranOut : [],
    )
  }
  const toggle = (id: string) =>
    setRanOut((ticked) =>
      ticked.includes(id)
        ? ticked.filter((other) => other !== id)
        : [...ticked, id],
    )

  return (
    <Dialog title={`Reject order ${order.order_id}`} onClose={onClose}>
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
        {reason === 'item_unavailable' && (
          <fieldset
            ref={dishesRef}
            className={`${ui.choices} ${ui.row}`}
            aria-invalid={problem === RAN_OUT_REQUIRED}
            aria-describedby={problem ? problemId : undefined}
          >
            <legend>What has run out?</legend>
            {lines.map((line) => (
              <label key={line.id} className={ui.choice}>
                <input
                  type="checkbox"
                  checked={ranOut.includes(line.id)}
                  onChange={() => toggle(line.id)}
                />
                {line.name}
              </label>
            ))}
          </fieldset>
        )}
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
