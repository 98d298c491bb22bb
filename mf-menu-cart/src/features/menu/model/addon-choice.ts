import {
  type AddonGroup,
  MAX_INSTRUCTIONS_LENGTH,
  MAX_LINE_QUANTITY,
  type MenuItem,
} from '@food/shared/types'

/** Chosen add-on item ids per add-on group id, as addItemToCart takes them. */
export type ChosenAddons = Record<string, string[]>

/**
 * At most one pick: shown as radio buttons instead of checkboxes (with a
 * "None" choice when the group is optional).
 */
export const isSingleChoice = (group: AddonGroup) => group.max === 1

/** The group's rule in the customer's words: 'Choose 1', 'Choose up to 3'… */
export function choiceRule(group: AddonGroup): string {
  const hasRealMax = group.max < group.items.length
  // One pick or none: the radios' "None" says it.
  if (group.min === 0 && group.max === 1) return 'Optional'
  if (group.min === 0) {
    return hasRealMax ? `Choose up to ${group.max}` : 'Optional'
  }
  if (group.min >= group.max) return `Choose ${group.min}`
  return hasRealMax
    ? `Choose ${group.min} to ${group.max}`
    : `Choose at least ${group.min}`
}

/**
 * The group's picks after the customer ticks or unticks `itemId`. A radio
 * replaces the pick; a checkbox past the group's maximum is ignored, so the
 * client never sends more than the API accepts.
 */
export function toggleAddon(
  group: AddonGroup,
  chosen: readonly string[],
  itemId: string,
  isChecked: boolean,
): string[] {
  if (!group.items.some((item) => item.id === itemId)) return [...chosen]
  if (isSingleChoice(group)) return isChecked ? [itemId] : []
  if (!isChecked) return chosen.filter((id) => id !== itemId)
  if (chosen.includes(itemId) || chosen.length >= group.max) return [...chosen]
  return [...chosen, itemId]
}

/** Groups still short of their minimum, with how many picks each lacks. */
export function missingChoices(
  groups: readonly AddonGroup[],
  chosen: ChosenAddons,
): { group: AddonGroup; lacking: number }[] {
  return groups.flatMap((group) => {
    const lacking = group.min - (chosen[group.id]?.length ?? 0)
    return lacking > 0 ? [{ group, lacking }] : []
  })
}

/** One dish with its chosen add-ons, in pence. */
export function unitPrice(item: MenuItem, chosen: ChosenAddons): number {
  return item.addonGroups.reduce((sum, group) => {
    const picked = chosen[group.id] ?? []
    return (
      sum +
      group.items
        .filter((addon) => picked.includes(addon.id))
        .reduce((groupSum, addon) => groupSum + addon.price, 0)
    )
  }, item.price)
}

/** A basket line holds 1 to 50 of a dish (the API's limit). */
export const clampQuantity = (quantity: number) =>
  Math.min(Math.max(Math.trunc(quantity) || 1, 1), MAX_LINE_QUANTITY)

// The API refuses control characters in a note, except tabs and line breaks;
// a paste from elsewhere can carry them.
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n\r]/gu

/** A kitchen note the API accepts: plain text of at most 200 characters. */
export const cleanInstructions = (text: string) =>
  text.replace(CONTROL_CHARACTERS, '').slice(0, MAX_INSTRUCTIONS_LENGTH)

/** Why the basket button waits: 'Still to choose: Size, Sauces (2 more)'. */
export function describeMissing(
  missing: readonly { group: AddonGroup; lacking: number }[],
): string | null {
  if (missing.length === 0) return null
  const names = missing.map(({ group, lacking }) =>
    lacking > 1 ? `${group.name} (${lacking} more)` : group.name,
  )
  return `Still to choose: ${names.join(', ')}`
}
