import { getMenus } from '@food/shared/api'
import { useAsync } from '../../../lib/use-async'

// GET /menus is the only place the holiday notice comes from; the shop status ignores it.
const loadHolidayMessage = async () =>
  (await getMenus()).holiday?.message ?? null

/**
 * The holiday notice while the shop is off for the day, else null. A failed call also gives
 * null: the server still refuses an order on a holiday, with the same message.
 */
export function useHolidayNotice(): string | null {
  const result = useAsync(loadHolidayMessage)
  return result.status === 'success' ? result.data : null
}
