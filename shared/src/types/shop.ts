/** GET /client/shop/settings's `data`: the wire contract's (@food/shared/wire). */

/** GET /shop-status's `data` and its ordering facts: the wire contract's (@food/shared/wire). */
export type {
  FulfilmentTimes,
  MinutesRange,
  OrderingTimes,
  ShopStatus,
} from '../wire/shop'
export type { DayHours, ShopSettings } from '../wire/shop-settings'
