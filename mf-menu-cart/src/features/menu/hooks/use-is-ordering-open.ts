import { useShopStatus, useTakesOrdersForLater } from '@food/shared/query'
import type { MenuHoliday } from '@food/shared/types'

/**
 * Whether dishes can go in the basket: not on a holiday (GET /menus), and
 * while GET /shop-status says open or offers times later this evening. The
 * menu's notice already says why not; an unknown status (not loaded yet, or
 * failed) leaves ordering on, and the API still refuses an order at checkout.
 */
export function useIsOrderingOpen(holiday: MenuHoliday | null): boolean {
  const shopStatus = useShopStatus()
  const takesOrdersForLater = useTakesOrdersForLater()
  return (
    holiday === null && (shopStatus?.isOpen !== false || takesOrdersForLater)
  )
}
