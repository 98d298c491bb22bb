import { formatShopTime } from '../time/trading-day'
import type { MinutesRange, OrderingTimes } from '../types/shop'
import { formatMoney } from './money'

/** A range of minutes as people say it: "30–45 min", or "20 min" when both ends agree. */
export function formatMinutesRange({ from, to }: MinutesRange): string {
  return from === to ? `${from} min` : `${from}–${to} min`
}

/**
 * The menu's delivery line: "Delivery 30–45 min · £12.00 minimum · from £1.50", or
 * "Delivery starts 17:00 · 30–45 min · …" while deliveries have not started tonight.
 */
export function deliveryFacts(times: OrderingTimes): string {
  const { delivery } = times
  // Before deliveries start (the shop opens at 16:30, delivers from 17:00), say when.
  const first = delivery.slots[0]
  return [
    !delivery.isOpenNow && first
      ? `Delivery starts ${formatSlot(first)} · ${formatMinutesRange(delivery.minutes)}`
      : `Delivery ${formatMinutesRange(delivery.minutes)}`,
    `${formatMoney(delivery.minimumOrderPence)} minimum`,
    delivery.feeFromPence === null
      ? null
      : `from ${formatMoney(delivery.feeFromPence)}`,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** "Collection 15–20 min". */
export function collectionFacts(times: OrderingTimes): string {
  return `Collection ${formatMinutesRange(times.collection.minutes)}`
}

/** A slot of GET /shop-status as the restaurant's clock shows it: "20:30". */
export function formatSlot(slot: string): string {
  return formatShopTime(new Date(slot))
}
