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
import { type UseMutationResult, useMutation } from '@tanstack/react-query'
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

/** One card's action mutation, as its buttons and dialogs see it. */
export type OrderActionState = UseMutationResult<
  OrderActionResult,
  Error,
  OrderAction
>
