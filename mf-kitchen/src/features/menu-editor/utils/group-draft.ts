import { parsePounds, penceToPounds } from '@food/shared/format'
import {
  type AddonGroupPayload,
  type Allergen,
  allergensInUkOrder,
  type EditableAddonGroup,
  VALIDATION_MESSAGES as M,
  MAX_OPTIONS_PER_GROUP,
  MENU_NAME_MAX_LENGTH,
  OPTION_PRICE_MAX_PENCE,
} from '@food/shared/types'
import { type RuleDraft, ruleDraftOf, ruleNumbers } from './group-rule'

/** One option row: `key` keeps a row's fields while rows move; `id` for a stored option. */
export type OptionDraft = {
  key: string
  id?: string
  name: string
  price: string
  allergens: Allergen[]
}

export type GroupDraft = {
  name: string
  rule: RuleDraft
  options: OptionDraft[]
}

/**
 * The group form's fields by key: 'name', 'rule', 'options', and `${row key}.name`,
 * `${row key}.price` or `${row key}.allergens` for an option's own.
 */
export type GroupFields = Record<string, string>

let rows = 0
/** A new, empty option row (free unless a price is typed). */
export function newOption(): OptionDraft {
  rows += 1
  return { key: `new-${rows}`, name: '', price: '0.00', allergens: [] }
}

/** The form of a group, or of a new one (optional, up to 1, one empty option). */
export function groupDraftOf(group: EditableAddonGroup | null): GroupDraft {
  if (!group)
    return { name: '', rule: ruleDraftOf(0, 1), options: [newOption()] }
  return {
    name: group.name,
    rule: ruleDraftOf(group.min, group.max),
    options: group.options.map((option) => ({
      key: option.id,
      id: option.id,
      name: option.name,
      price: penceToPounds(option.price),
      allergens: [...option.allergens],
    })),
  }
}

const badName = (name: string) =>
  name.length < 1 || name.length > MENU_NAME_MAX_LENGTH

function checkOptions(options: OptionDraft[], fields: GroupFields) {
  const seen = new Set<string>()
  for (const option of options) {
    const name = option.name.trim()
    if (badName(name)) fields[`${option.key}.name`] = M.menuName
    else if (seen.has(name.toLowerCase()))
      fields[`${option.key}.name`] = M.optionNamesUnique
    seen.add(name.toLowerCase())
    const pence = parsePounds(option.price)
    if (pence === null) fields[`${option.key}.price`] = M.poundsFormat
    else if (pence > OPTION_PRICE_MAX_PENCE)
      fields[`${option.key}.price`] = M.optionPrice
  }
  if (options.length > MAX_OPTIONS_PER_GROUP) fields.options = M.tooManyOptions
}

function checkRule(draft: GroupDraft, fields: GroupFields) {
  const numbers = ruleNumbers(draft.rule)
  if (!numbers) {
    fields.rule = M.groupNumbers
    return
  }
  const { min, max } = numbers
  const count = draft.options.length
  if (min >= 1 && count === 0) fields.options = M.requiredGroupOption
  else if (max < 1 || min > max || (count > 0 && max > count))
    fields.rule = M.groupRule
}

/** The API's limits checked before sending; the payload when all is well. */
export function checkGroup(
  draft: GroupDraft,
): { payload: AddonGroupPayload } | { fields: GroupFields } {
  const fields: GroupFields = {}
  const name = draft.name.trim()
  if (badName(name)) fields.name = M.menuName
  checkRule(draft, fields)
  checkOptions(draft.options, fields)
  const numbers = ruleNumbers(draft.rule)
  if (Object.keys(fields).length > 0 || !numbers) return { fields }
  return {
    payload: {
      name,
      ...numbers,
      options: draft.options.map((option) => ({
        ...(option.id ? { id: option.id } : {}),
        name: option.name.trim(),
        price: parsePounds(option.price) ?? 0,
        // In the law's order, as the menu lists them.
        allergens: allergensInUkOrder(option.allergens),
      })),
    },
  }
}

/**
 * The group form's field for an API path, reading option indexes against the rows that
 * were sent ("options.0.price" is the first sent row's price).
 */
export const groupFieldOf =
  (sent: OptionDraft[]) =>
  ([field, index, part]: string[]): string | null => {
    if (field === 'name') return 'name'
    if (field === 'min' || field === 'max') return 'rule'
    if (field !== 'options') return null
    const row = index === undefined ? undefined : sent[Number(index)]
    if (row && (part === 'name' || part === 'price' || part === 'allergens'))
      return `${row.key}.${part}`
    return 'options'
  }
