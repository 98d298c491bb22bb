import { kitchenBoardQuery, watchKitchenBoard } from '@food/shared/api'
import { useAppQuery, useAppQueryClient } from '@food/shared/query'
import type { KitchenBoard } from '@food/shared/types'
import { useEffect } from 'react'
import { markDown, markLive } from '../state/connection-store'
import { withOrder } from '../utils/group-orders'

/**
 * Follows the board's live stream while the kitchen is open: every `board`
 * event (on each connect and reconnect) replaces the board, so nothing missed
 * while offline stays missed; every `order` event updates one card, every
 * `settings` event the board's rules (the owner saved them, or busy mode).
 */
export function useBoardStream() {
  const queryClient = useAppQueryClient()
  useEffect(() => {
    const { queryKey } = kitchenBoardQuery()
    return watchKitchenBoard({
      onBoard: (board) => {
        queryClient.setQueryData(queryKey, board)
        markLive(board.serverTime)
      },
      onOrder: (order) =>
        queryClient.setQueryData(queryKey, (board: KitchenBoard | undefined) =>
          board ? { ...board, orders: withOrder(board.orders, order) } : board,
        ),
      onSettings: (settings) =>
        queryClient.setQueryData(queryKey, (board: KitchenBoard | undefined) =>
          board ? { ...board, settings } : board,
        ),
      onDisconnect: markDown,
    })
  }, [queryClient])
}

/** The board as the stream last sent it (undefined until the first board). */
export function useBoard(): KitchenBoard | undefined {
  // The stream writes the board; this only reads it, so it never fetches.
  return useAppQuery({ ...kitchenBoardQuery(), enabled: false }).data
}
