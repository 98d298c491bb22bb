import type { LeftOutLine } from '@food/shared/types'
import type { BulkLine } from '@food/shared/wire'
import { UnprocessableError } from '../../errors'
import type { CartMenu, NewCartLine, PastOrderLine } from './cart.types'
import { resolveLines } from './cart-lines'

/**
 * Splits a past order's lines into those today's menu still takes (checked by the same
 * resolveLines as add-bulk) and those it does not, named for the customer.
 */
export function sortPastLines(
  lines: readonly PastOrderLine[],
  menu: CartMenu,
): { accepted: NewCartLine[]; leftOut: LeftOutLine[] } {
  const accepted: NewCartLine[] = []
  const leftOut: LeftOutLine[] = []
  for (const line of lines) {
    const refusal = refusalOf(line, menu)
    if (refusal) {
      leftOut.push(refusal)
      continue
    }
    try {
      accepted.push(...resolveLines([asBulkLine(line, menu)], menu))
    } catch (error) {
      // The owner changed the dish's choice rules since: the old picks no longer fit.
      if (!(error instanceof UnprocessableError)) throw error
      leftOut.push({
        name: menu.items.get(line.menu_item_id)?.name ?? line.name,
        reason: 'choices_changed',
      })
    }
  }
  return { accepted, leftOut }
}

/** Why the dish or one of its chosen options cannot be had today; null when all can. */
function refusalOf(line: PastOrderLine, menu: CartMenu): LeftOutLine | null {
  const item = menu.items.get(line.menu_item_id)
  if (!item?.available) return { name: line.name, reason: 'gone' }
  if (item.sold_out) return { name: item.name, reason: 'sold_out' }
  const groupIds = new Set(item.groups.map((group) => group.id))
  for (const addon of line.addons) {
    const option = menu.options.get(addon.addon_item_id)
    const name = `${option?.name ?? addon.name} on ${item.name}`
    if (!option || option.retired || !groupIds.has(option.groupId)) {
      return { name, reason: 'gone' }
    }
    if (option.soldOut) return { name, reason: 'sold_out' }
  }
  return null
}

/** The line as add-bulk would receive it: options grouped under today's groups. */
function asBulkLine(line: PastOrderLine, menu: CartMenu): BulkLine {
  const byGroup = new Map<string, string[]>()
  for (const { addon_item_id } of line.addons) {
    const groupId = menu.options.get(addon_item_id)?.groupId
    if (!groupId) continue
    byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), addon_item_id])
  }
  return {
    menu_item_id: line.menu_item_id,
    quantity: line.quantity,
    instructions: line.instructions,
    addons: [...byGroup].map(([addon_id, addon_item_id]) => ({
      addon_id,
      addon_item_id,
    })),
  }
}
