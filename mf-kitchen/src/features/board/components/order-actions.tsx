import type { OrderActionResult } from '@food/shared/api'
import { isRefundedInFull } from '@food/shared/format'
import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import { useState } from 'react'
import { ConfirmInPlace } from '../../../lib/confirm-in-place'
import { useIsOwner } from '../../../lib/staff-session'
import ui from '../../../lib/ui.module.css'
import { type OrderAction, useOrderAction } from '../hooks/use-order-action'
import { printTicket } from '../state/print-store'
import { nextStatusLabel, statusWord } from '../utils/order-labels'
import styles from './order-actions.module.css'
import { ReadyTimeDialog } from './ready-time-dialog'
import { RefundControl } from './refund-control'
import { RejectDialog } from './reject-dialog'

type Props = { order: StaffOrder; settings: KitchenSettings; now: number }
type Open = 'accept' | 'reject' | 'time' | 'cancel' | null

/** The buttons of one card, its dialogs, its Undo and its last refusal. */
export function OrderActions({ order, settings, now }: Props) {
  const action = useOrderAction(order)
  const isOwner = useIsOwner()
  const [open, setOpen] = useState<Open>(null)
  const isBusy = action.isPending
  const error = action.error?.message ?? null
  const isPending = order.order_status === 'pending'
  const isPreparing = order.order_status === 'preparing'
  const nextLabel = isPending ? null : nextStatusLabel(order.next_status)
  const canUndo =
    order.undo !== null && now < Date.parse(order.undo.until) && !isPending

  const run = (
    next: OrderAction,
    after?: (result: OrderActionResult) => void,
  ) => {
    if (isBusy) return
    action.mutate(next, { onSuccess: (result) => after?.(result) })
  }
  const show = (dialog: Exclude<Open, null>) => {
    action.reset()
    setOpen(dialog)
    // Deciding on an order silences it: nobody needs the ring meanwhile.
    if ((dialog === 'accept' || dialog === 'reject') && !order.acknowledgedAt)
      action.mutate({ kind: 'acknowledge' })
  }
  const close = () => setOpen(null)
  const accepted = ({ order: taken }: OrderActionResult) => {
    close()
    if (settings.autoPrint) printTicket(taken)
  }
  const button = (label: string, onClick: () => void, tone = '') => (
    <button
      type="button"
      className={`${ui.button} ${tone}`}
      aria-disabled={isBusy}
      onClick={onClick}
    >
      {label}
    </button>
  )

  return (
    <div className={styles.actions}>
      {error && !open && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      <div className={ui.row}>
        {isPending && (
          <>
            {/* Money gone back in full: the API refuses it, so it is not offered. */}
            {!isRefundedInFull(order) &&
              button('Accept', () => show('accept'), ui.primary)}
            {button('Reject', () => show('reject'), ui.danger)}
            {!order.acknowledgedAt &&
              button('Seen', () => run({ kind: 'acknowledge' }))}
          </>
        )}
        {nextLabel &&
          button(nextLabel, () => run({ kind: 'advance' }), ui.primary)}
        {isPreparing && button('Change time', () => show('time'))}
        {isPreparing &&
          open !== 'cancel' &&
          button('Cancel order', () => show('cancel'), ui.danger)}
        {canUndo &&
          order.undo &&
          button(`Undo (back to ${statusWord(order.undo.status)})`, () =>
            run({ kind: 'undo' }),
          )}
        <button
          type="button"
          className={ui.button}
          onClick={() => printTicket(order)}
        >
          Print ticket
        </button>
      </div>
      {isOwner && order.payment_mode === 'CARD' && (
        <RefundControl order={order} />
      )}
      {open === 'cancel' && (
        <ConfirmInPlace
          question={`Cancel order ${order.order_id}? The customer is told.`}
          confirmLabel="Yes, cancel it"
          keepLabel="Keep it"
          isBusy={isBusy}
          onConfirm={() => run({ kind: 'cancel' }, close)}
          onKeep={close}
        />
      )}
      {open === 'accept' && (
        <ReadyTimeDialog
          title={`Accept order ${order.order_id}`}
          submitLabel="Accept"
          defaultMinutes={settings.defaultReadyMinutes}
          busyMinutes={settings.busyMinutes}
          now={now}
          isBusy={isBusy}
          error={error}
          onSubmit={(minutes) => run({ kind: 'accept', minutes }, accepted)}
          onClose={close}
        />
      )}
      {open === 'time' && (
        <ReadyTimeDialog
          title={`New ready time for order ${order.order_id}`}
          submitLabel="Set time"
          defaultMinutes={settings.defaultReadyMinutes}
          busyMinutes={0}
          now={now}
          isBusy={isBusy}
          error={error}
          onSubmit={(minutes) => run({ kind: 'ready-time', minutes }, close)}
          onClose={close}
        />
      )}
      {open === 'reject' && (
        <RejectDialog
          orderNumber={order.order_id}
          isBusy={isBusy}
          error={error}
          onSubmit={(reason, text) =>
            run({ kind: 'reject', reason, text }, close)
          }
          onClose={close}
        />
      )}
    </div>
  )
}
