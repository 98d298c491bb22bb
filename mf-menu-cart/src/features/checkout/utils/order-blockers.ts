import { formatMoney } from '@food/shared/format'

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

/** The lines that went off the menu, named for the customer. */
export function unavailableReason(names: string[]): string | null {
  if (names.length === 0) return null
  const quoted = names.map((name) => `"${name}"`).join(', ')
  const verb = names.length === 1 ? 'is' : 'are'
  return `${quoted} ${verb} no longer on the menu. Please remove ${
    names.length === 1 ? 'it' : 'them'
  } from your basket before ordering.`
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
