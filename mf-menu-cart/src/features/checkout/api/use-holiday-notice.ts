import { menuQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'

/**
 * The holiday notice while the shop is off for the day, else null. A failed call also gives
 * null: the server still refuses an order on a holiday, with the same message.
 */
export function useHolidayNotice(): string | null {
  // GET /menus is the only place the holiday notice comes from; the shop status ignores it.
  return useAppQuery(menuQuery()).data?.holiday?.message ?? null
}
