import { useShopStatus, useTakesOrdersForLater } from '@food/shared/query'
import { useHolidayNotice } from '../api/use-holiday-notice'
import { shopClosedReason } from '../utils/order-blockers'

/** Why ordering is off right now (closed or a holiday), or null while the shop takes orders. */
export function useShopClosedReason(): string | null {
  return shopClosedReason(
    useShopStatus(),
    useHolidayNotice(),
    useTakesOrdersForLater(),
  )
}
