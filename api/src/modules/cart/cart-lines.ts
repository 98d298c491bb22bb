import type { BulkLine } from '@food/shared/wire'
import { UnprocessableError } from '../../errors'
import type {
  CartMenu,
  CartMenuItem,
  CartMenuOption,
  NewCartLine,
} from './cart.types'

// Names coming from the client are echoed in messages; keep them short.
const quote = (text: string) => `"${text.slice(0, 60)}"`

const options = (count: number) => `${count} option${count === 1 ? '' : 's'}`

/**
 * Checks every requested line against the menu and returns them ready to store; the first
 * broken rule throws, so one bad line refuses the whole request.
 */
export function resolveLines(
  lines: readonly BulkLine[],
  menu: CartMenu,
): NewCartLine[] {
  return lines.map((line) => {
    const item = menu.items.get(line.menu_item_id)
    if (!item) {
      throw new UnprocessableError(
        'MENU_ITEM_NOT_FOUND',
        `Sorry, ${quote(line.menu_item_id)} is not on our menu.`,
      )
    }
    if (!item.available) {
      throw new UnprocessableError(
        'MENU_ITEM_UNAVAILABLE',
        `Sorry, ${quote(item.name)} is not available right now.`,
      )
    }
    if (item.sold_out) {
      throw new UnprocessableError(
        'MENU_ITEM_SOLD_OUT',
        `Sorry, ${quote(item.name)} is sold out. Please choose something else.`,
      )
    }
    return {
      menuItemId: item.id,
      name: item.name,
      quantity: line.quantity,
      instructions: line.instructions,
      addonItemIds: resolveAddons(item, line.addons, menu),
    }
  })
}

function resolveAddons(
  item: CartMenuItem,
  addons: BulkLine['addons'],
  menu: CartMenu,
): string[] {
  const chosen = new Map(
    item.groups.map((group) => [group.id, new Set<string>()]),
  )
  for (const addon of addons) {
    const group = item.groups.find((g) => g.id === addon.addon_id)
    const picked = chosen.get(addon.addon_id)
    if (!group || !picked) throw unknownAddon(addon.addon_id, item)
    for (const addonItemId of addon.addon_item_id) {
      const option = group.options.find((o) => o.id === addonItemId)
      if (!option)
        throw (
          addonGone(menu.options.get(addonItemId), group, item) ??
          unknownAddon(addonItemId, item)
        )
      if (option.soldOut) {
        throw new UnprocessableError(
          'ADDON_SOLD_OUT',
          `Sorry, ${quote(option.name)} is sold out. Please choose another option for ${quote(item.name)}.`,
        )
      }
      picked.add(addonItemId)
    }
  }
  for (const group of item.groups) {
    const count = chosen.get(group.id)?.size ?? 0
    if (count < group.min || count > group.max) {
      throw new UnprocessableError(
        'ADDON_CHOICES_INVALID',
        `${choiceRule(group)} for ${quote(group.name)} on ${quote(item.name)}.`,
      )
    }
  }
  return [...chosen.values()].flatMap((ids) => [...ids]).sort()
}

function choiceRule(group: { min: number; max: number }) {
  if (group.min === group.max) return `Please choose ${options(group.min)}`
  if (group.min === 0) return `Please choose at most ${options(group.max)}`
  return `Please choose ${group.min} to ${options(group.max)}`
}

/**
 * An option of this group the owner has since removed (a basket kept in the browser may still
 * hold it): refused by the name the customer picked, not by its id.
 */
function addonGone(
  option: CartMenuOption | undefined,
  group: { id: string },
  item: CartMenuItem,
) {
  if (option?.groupId !== group.id) return null
  return new UnprocessableError(
    'ADDON_NOT_FOUND',
    `Sorry, ${quote(item.name)} with ${quote(option.name)} is no longer available. Please choose another option.`,
  )
}

function unknownAddon(id: string, item: CartMenuItem) {
  return new UnprocessableError(
    'ADDON_NOT_FOUND',
    `Unknown add-on ${quote(id)} for ${quote(item.name)}.`,
  )
}
