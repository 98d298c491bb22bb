import {
  acceptOrder,
  acknowledgeOrder,
  advanceOrder,
  cancelOrder,
  changeReadyTime,
  kitchenBoardQuery,
  type OrderActionResult,
  printOnKitchenPrinter,
  refundOrder,
  rejectOrder,
  undoOrder,
} from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import type { KitchenBoard, RejectReason, StaffOrder } from '@food/shared/types'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { withOrder } from '../utils/group-orders'

/** Everything a member can do to one order. */
export type OrderAction =
  | { kind: 'accept'; minutes: number }
  | { kind: 'reject'; reason: RejectReason; text: string; items: string[] }
  | { kind: 'ready-time'; minutes: number }
  | { kind: 'acknowledge' }
  | { kind: 'advance' }
  | { kind: 'undo' }
  | { kind: 'cancel' }
  /** The ticket on the kitchen printer; `reprint` for one that printed already. */
  | { kind: 'print'; reprint: boolean }
  /** `amount` in pence; the same `idempotencyKey` for a retry refunds once. */
  | { kind: 'refund'; amount: number; reason: string; idempotencyKey: string }

function send(reference: string, action: OrderAction) {
  switch (action.kind) {
    case 'accept':
      return acceptOrder(reference, action.minutes)
    case 'reject':
      return rejectOrder(reference, action.reason, action.text, action.items)
    case 'ready-time':
      return changeReadyTime(reference, action.minutes)
    case 'acknowledge':
      return acknowledgeOrder(reference)
    case 'advance':
      return advanceOrder(reference)
    case 'undo':
      return undoOrder(reference)
    case 'cancel':
      return cancelOrder(reference)
    case 'print':
      return printOnKitchenPrinter(reference, action.reprint)
    case 'refund':
      return refundOrder(
        reference,
        { amount: action.amount, reason: action.reason },
        action.idempotencyKey,
      )
  }
}

/**
 * One order's actions: the reply's order goes on the board at once (the
 * stream confirms it); a refusal stays as the mutation's error to show on the
 * card, and the board keeps what it had.
 */
export function useOrderAction(order: StaffOrder) {
  const queryClient = useAppQueryClient()
  return useMutation<OrderActionResult, Error, OrderAction>(
    {
      mutationFn: (action) => send(order.order_id, action),
      onSuccess: ({ order: changed }) =>
        queryClient.setQueryData(
          kitchenBoardQuery().queryKey,
          (board: KitchenBoard | undefined) =>
            board
              ? { ...board, orders: withOrder(board.orders, changed) }
              : board,
        ),
    },
    queryClient,
  )
}

/** A tap being answered: what was tapped, and when (the device's clock). */
export type InFlight = { action: OrderAction; at: number }

/**
 * One card's actions as its buttons see them: `perform` sends one, and `inFlight` says at
 * once, in the render of the tap itself, what was tapped until the API answers (the
 * mutation's own state arrives a task later, a frame too late to show the tap).
 */
export function useCardAction(order: StaffOrder) {
  const mutation = useOrderAction(order)
  const [tapped, setTapped] = useState<InFlight | null>(null)
  const perform = (
    action: OrderAction,
    after?: (result: OrderActionResult) => void,
  ) => {
    setTapped({ action, at: Date.now() })
    mutation.mutate(action, {
      onSuccess: (result) => after?.(result),
      onSettled: () => setTapped(null),
    })
  }
  const inFlight: InFlight | null =
    tapped ??
    (mutation.isPending && mutation.variables
      ? { action: mutation.variables, at: mutation.submittedAt }
      : null)
  return {
    perform,
    inFlight,
    error: mutation.error,
    /** Forgets the last refusal (a dialog opens afresh). */
    reset: mutation.reset,
  }
}

export type CardAction = ReturnType<typeof useCardAction>
