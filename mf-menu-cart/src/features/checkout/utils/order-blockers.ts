import {
  formatMoney,
  type UnavailableLine,
  unavailableLinesMessage,
} from '@food/shared/format'

/**
 * Why the shop takes no orders now: a holiday notice wins over the opening hours. Closed until
 * this evening, it takes orders for later, and the choice of time says what is possible.
 */
export function shopClosedReason(
  shopStatus: { isOpen: boolean; message: string } | null,
  holidayMessage: string | null,
  takesOrdersForLater = false,
): string | null {
  if (holidayMessage) return `We're not taking orders today. ${holidayMessage}`
  if (shopStatus && !shopStatus.isOpen && !takesOrdersForLater) {
    return `We're closed and not taking orders right now. ${shopStatus.message}`.trim()
  }
  return null
}

/**
 * The lines that can no longer be ordered, named as the basket shows them (the dish, with the
 * option when that is what went), in the words the API's refusal uses.
 */
export function unavailableReason(
  lines: readonly UnavailableLine[],
): string | null {
  return lines.length === 0 ? null : unavailableLinesMessage(lines)
}

/** The server's own wording for a delivery under the minimum (BELOW_DELIVERY_MINIMUM). */
export function belowMinimumReason(
  minimumPence: number,
  shortPence: number,
): string | null {
  if (shortPence <= 0) return null
  return `Delivery orders start at ${formatMoney(minimumPence)}. Add ${formatMoney(
    shortPence,
  )} more, or choose collection.`
}

/** The first reason that stops the order, or null when it can be placed. */
export function firstBlocker(
  reasons: readonly (string | null)[],
): string | null {
  return reasons.find((reason) => reason !== null) ?? null
}
