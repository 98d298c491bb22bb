import { formatMoney, penceToPounds } from '@food/shared/format'
import { MAX_REFUND_REASON_LENGTH } from '@food/shared/types'
import { type FormEvent, useState } from 'react'
import { Dialog } from '../../../lib/dialog'
import { DialogButtons } from '../../../lib/dialog-buttons'
import { TextField } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import { checkRefundAmount, refundProblems } from '../utils/refund-form'

type Props = {
  orderNumber: string
  /** Pence of the online payment not yet given back: the most this refund may be. */
  left: number
  isBusy: boolean
  /** The server's refusal of the last try. */
  error: Error | null
  onSubmit: (amount: number, reason: string) => void
  onClose: () => void
}

/** The owner gives back part or all of what is left of an online payment. */
export function RefundDialog({
  orderNumber,
  left,
  isBusy,
  error,
  onSubmit,
  onClose,
}: Props) {
  // What is left, to start with: the usual refund is the rest of it.
  const [amount, setAmount] = useState(() => penceToPounds(left))
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const refused = error ? refundProblems(error.message) : {}
  const checked = checkRefundAmount(amount, left)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isBusy) return
    if ('problem' in checked) {
      setProblem(checked.problem)
      const field = event.currentTarget.elements.namedItem('amount')
      if (field instanceof HTMLElement) field.focus()
      return
    }
    setProblem(null)
    onSubmit(checked.pence, reason.trim())
  }

  return (
    <Dialog title={`Refund order ${orderNumber}`} onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          name="amount"
          label="Amount to refund (£)"
          hint={`Up to ${formatMoney(left)}`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={problem ?? refused.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          name="reason"
          label="Reason (optional)"
          maxLength={MAX_REFUND_REASON_LENGTH}
          autoComplete="off"
          value={reason}
          error={refused.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {refused.alert && (
          <p role="alert" className={ui.error}>
            {refused.alert}
          </p>
        )}
        <DialogButtons
          submitLabel={
            'pence' in checked
              ? `Refund ${formatMoney(checked.pence)}`
              : 'Refund'
          }
          tone="danger"
          isBusy={isBusy}
          onBack={onClose}
        />
      </form>
    </Dialog>
  )
}
