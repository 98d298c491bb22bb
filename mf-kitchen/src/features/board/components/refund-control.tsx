import { makeIdempotencyKey } from '@food/shared/api'
import type { StaffOrder } from '@food/shared/types'
import { useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { useOrderAction } from '../hooks/use-order-action'
import { refundableLeft } from '../utils/order-labels'
import styles from './order-actions.module.css'
import { RefundDialog } from './refund-dialog'

/**
 * The owner's Refund… on an order paid online, while some of the payment is left, and the
 * server's word once it is done. One Idempotency-Key per opening of the dialog: a double tap
 * or a retry after a lost reply refunds once.
 */
export function RefundControl({ order }: { order: StaffOrder }) {
  const action = useOrderAction(order)
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null)
  const [notice, setNotice] = useState('')
  const left = refundableLeft(order)

  const open = () => {
    action.reset()
    setNotice('')
    setIdempotencyKey(makeIdempotencyKey())
  }
  const close = () => setIdempotencyKey(null)
  const refund = (amount: number, reason: string) => {
    if (action.isPending || !idempotencyKey) return
    action.mutate(
      { kind: 'refund', amount, reason, idempotencyKey },
      {
        onSuccess: ({ message }) => {
          setNotice(message)
          close()
        },
      },
    )
  }

  return (
    <>
      {left > 0 && (
        <div className={ui.row}>
          <button type="button" className={ui.button} onClick={open}>
            Refund…
          </button>
        </div>
      )}
      {/* Always there, so the server's word is announced when it comes. */}
      <p role="status" className={notice ? ui.note : styles.quiet}>
        {notice}
      </p>
      {idempotencyKey && (
        <RefundDialog
          orderNumber={order.order_id}
          left={left}
          isBusy={action.isPending}
          error={action.error}
          onSubmit={refund}
          onClose={close}
        />
      )}
    </>
  )
}
