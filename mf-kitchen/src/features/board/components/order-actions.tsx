import type { OrderActionResult } from '@food/shared/api'
import { formatMoney, isRefundedInFull } from '@food/shared/format'
import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import { type ReactNode, useState } from 'react'
import { ConfirmInPlace } from '../../../lib/confirm-in-place'
import { useIsOwner } from '../../../lib/staff-session'
import ui from '../../../lib/ui.module.css'
import type { CardAction, OrderAction } from '../hooks/use-order-action'
import { printTicket } from '../state/print-store'
import {
  nextStatusLabel,
  refundableLeft,
  statusWord,
} from '../utils/order-labels'
import styles from './order-actions.module.css'
import { OrderMore } from './order-more'
import { ReadyTimeDialog } from './ready-time-dialog'
import { RefundControl } from './refund-control'
import { RejectDialog } from './reject-dialog'

type Props = {
  /** The order as it shows: a tap's result at once, while the API answers. */
  order: StaffOrder
  /** The card's actions: the tap in flight, and the API's last refusal. */
  action: CardAction
  settings: KitchenSettings
  /** Busy mode's minutes now, which the API adds to an accept's quote. */
  busyMinutes: number
  /** Its last tap can still be undone. */
  canUndo: boolean
  /** Past the ready time the customer was given: a new time comes first. */
  isLate: boolean
  /** The ticket's details (customer, address, totals), folded with the rarer actions. */
  details: ReactNode
  /** Whether the details are open, and the id their button controls. */
  isDetailsOpen: boolean
  detailsId: string
}
type Open = 'accept' | 'reject' | 'time' | 'cancel' | null

/** What cancelling asks: a paid order's money goes back, and the member is told so first. */
function cancelQuestion(order: StaffOrder): string {
  const left = refundableLeft(order)
  const refund =
    left > 0
      ? `, and the ${formatMoney(left)} paid online is refunded to their card`
      : ''
  return `Cancel order ${order.order_id}? The customer is told${refund}.`
}

/**
 * The buttons of one card: the next step in reach, the rarer ones (Change time, Cancel,
 * Print ticket, Refund…) with the details; its dialogs, its Undo and its last refusal.
 */
export function OrderActions({
  order,
  action,
  settings,
  busyMinutes,
  canUndo,
  isLate,
  details,
  isDetailsOpen,
  detailsId,
}: Props) {
  const isOwner = useIsOwner()
  const [open, setOpen] = useState<Open>(null)
  const isBusy = action.inFlight !== null
  const error = action.error?.message ?? null
  const isPending = order.order_status === 'pending'
  const isPreparing = order.order_status === 'preparing'
  const nextLabel = isPending
    ? null
    : nextStatusLabel(order.next_status, order.order_type)
  const run = (
    next: OrderAction,
    after?: (result: OrderActionResult) => void,
  ) => {
    if (isBusy) return
    action.perform(next, after)
  }
  const show = (dialog: Exclude<Open, null>) => {
    action.reset()
    setOpen(dialog)
    // Deciding on an order silences it: nobody needs the ring meanwhile.
    if ((dialog === 'accept' || dialog === 'reject') && !order.acknowledgedAt)
      action.perform({ kind: 'acknowledge' })
  }
  const close = () => setOpen(null)
  const accepted = ({ order: taken }: OrderActionResult) => {
    // With a kitchen printer the API prints it; without one, this tablet does.
    if (settings.autoPrint && !settings.printer) printTicket(taken)
  }
  const hasPrinted = order.print?.state === 'printed'
  const print = () =>
    settings.printer
      ? run({ kind: 'print', reprint: hasPrinted })
      : printTicket(order)
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
      <div className={`${ui.row} ${styles.main}`}>
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
        {isPreparing && isLate && button('Change time', () => show('time'))}
        {nextLabel &&
          button(nextLabel, () => run({ kind: 'advance' }), ui.primary)}
        {canUndo &&
          order.undo &&
          button(`Undo (back to ${statusWord(order.undo.status)})`, () =>
            run({ kind: 'undo' }),
          )}
      </div>
      <OrderMore id={detailsId} isOpen={isDetailsOpen}>
        {details}
        <div className={ui.row}>
          {isPreparing && !isLate && button('Change time', () => show('time'))}
          {isPreparing &&
            open !== 'cancel' &&
            button('Cancel order', () => show('cancel'), ui.danger)}
          {button(
            settings.printer && hasPrinted ? 'Reprint ticket' : 'Print ticket',
            print,
          )}
        </div>
        {isOwner && order.payment_mode === 'CARD' && (
          <RefundControl order={order} />
        )}
        {open === 'cancel' && (
          <ConfirmInPlace
            question={cancelQuestion(order)}
            confirmLabel="Yes, cancel it"
            keepLabel="Keep it"
            isBusy={isBusy}
            onConfirm={() => run({ kind: 'cancel' }, close)}
            onKeep={close}
          />
        )}
      </OrderMore>
      {open === 'accept' && (
        <ReadyTimeDialog
          title={`Accept order ${order.order_id}`}
          submitLabel="Accept"
          defaultMinutes={settings.defaultReadyMinutes}
          busyMinutes={busyMinutes}
          isBusy={isBusy}
          error={error}
          // The card shows it accepted at once; a refusal comes back on the card.
          onSubmit={(minutes) => {
            run({ kind: 'accept', minutes }, accepted)
            close()
          }}
          onClose={close}
        />
      )}
      {open === 'time' && (
        <ReadyTimeDialog
          title={`New ready time for order ${order.order_id}`}
          submitLabel="Set time"
          defaultMinutes={settings.defaultReadyMinutes}
          busyMinutes={0}
          isBusy={isBusy}
          error={error}
          onSubmit={(minutes) => {
            run({ kind: 'ready-time', minutes })
            close()
          }}
          onClose={close}
        />
      )}
      {open === 'reject' && (
        <RejectDialog
          order={order}
          isBusy={isBusy}
          error={error}
          onSubmit={(reason, text, items) =>
            run({ kind: 'reject', reason, text, items }, close)
          }
          onClose={close}
        />
      )}
    </div>
  )
}
