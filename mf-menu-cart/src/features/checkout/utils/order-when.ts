import { formatSlot } from '@food/shared/format'
import type {
  FulfilmentTimes,
  OrderingTimes,
  OrderPayload,
} from '@food/shared/types'

type OrderType = OrderPayload['order_type']

/** As soon as possible, or a time later this evening (one of GET /shop-status's slots). */
export type When = { kind: 'asap' } | { kind: 'later'; slot: string | null }

/** Before opening, or a delivery before deliveries start: only a time later is on offer. */
export function onlyLaterOnOffer(fulfilment: FulfilmentTimes): boolean {
  return !fulfilment.isOpenNow && fulfilment.slots.length > 0
}

/** The slot an order for later goes for: the one chosen while it is still open, else the first. */
export function chosenSlot(
  when: When,
  slots: readonly string[],
): string | null {
  if (when.kind !== 'later') return null
  if (when.slot && slots.includes(when.slot)) return when.slot
  return slots[0] ?? null
}

/** Why the chosen time cannot be ordered for, or null. */
export function whenBlocker(
  times: OrderingTimes | null,
  orderType: OrderType,
  when: When,
): string | null {
  if (!times) return null
  const fulfilment = times[orderType]
  const noun = orderType === 'delivery' ? 'Delivery' : 'Collection'
  if (when.kind === 'asap') {
    if (fulfilment.isOpenNow) return null
    const first = fulfilment.slots[0]
    return first
      ? `${noun} as soon as possible is not available yet: choose a time from ${formatSlot(first)}.`
      : `${noun} is not available any more today.`
  }
  if (fulfilment.slots.length === 0) {
    return `There are no more ${orderType} times tonight.`
  }
  if (when.slot && !fulfilment.slots.includes(when.slot)) {
    return `${formatSlot(when.slot)} is no longer available: choose another time.`
  }
  return null
}
