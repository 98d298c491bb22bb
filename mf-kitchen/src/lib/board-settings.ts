import { kitchenBoardQuery } from '@food/shared/api'
import type { KitchenBoard, KitchenSettings } from '@food/shared/types'
import type { QueryClient } from '@tanstack/react-query'

/**
 * This tablet's board follows a change of its rules at once (busy mode, the printer); the
 * other tablets hear it over their stream.
 */
export function changeBoardSettings(
  queryClient: QueryClient,
  change: Partial<KitchenSettings>,
) {
  queryClient.setQueryData(
    kitchenBoardQuery().queryKey,
    (board: KitchenBoard | undefined) =>
      board && { ...board, settings: { ...board.settings, ...change } },
  )
}
