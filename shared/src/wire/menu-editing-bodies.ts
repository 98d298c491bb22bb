import { UK_ALLERGENS } from '../types/allergens'
import {
  DISH_DESCRIPTION_MAX_LENGTH,
  DISH_PRICE_MAX_PENCE,
  DISH_PRICE_MIN_PENCE,
  MAX_GROUPS_PER_DISH,
  MAX_OPTIONS_PER_GROUP,
  MENU_NAME_MAX_LENGTH,
  OPTION_PRICE_MAX_PENCE,
} from '../types/menu-editing'
import { VALIDATION_MESSAGES as M } from '../types/messages'
import { isPlainMultilineText, isPlainText } from '../validation/plain-text'
import { z } from '../validation/zod'
import { PHOTO_ID } from './photo'

// The owner's menu editor's bodies (the replies are in menu-editing.ts). The editor's forms
// check the same limits before sending, with the same words (VALIDATION_MESSAGES).

/** A menu id: a short slug ("item-baklava"); anything else (a NUL, a path) is refused. */
export const menuId = (name: string) =>
  z
    .string({ error: `${name} must be a menu id like item-baklava` })
    .regex(
      /^[A-Za-z0-9_-]{1,100}$/,
      `${name} must be a menu id like item-baklava`,
    )

const name = z
  .string({ error: M.menuName })
  .trim()
  .min(1, M.menuName)
  .max(MENU_NAME_MAX_LENGTH, M.menuName)
  .refine(isPlainText, 'Names cannot hold control characters.')

const version = z
  .number({ error: 'version must be the version you loaded' })
  .int()
  .min(1, 'version must be the version you loaded')

const uniqueIds = (field: string, max: number, tooMany: string) =>
  z
    .array(menuId(field))
    .max(max, tooMany)
    .refine((ids) => new Set(ids).size === ids.length, `${field}s repeat`)

/** A dish's or an add-on option's allergens: the 14 UK ones, each once. */
const allergens = z
  .array(z.enum(UK_ALLERGENS, { error: M.allergens }), { error: M.allergens })
  .refine((list) => new Set(list).size === list.length, M.allergens)

/** POST /staff/catalogue/categories: a new category's name. */
export const catalogueCategoryBody = z.object({ name })

/** PUT /staff/catalogue/categories/{id}: its name and state, from `version`. */
export const catalogueCategoryUpdateBody = z.object({
  name,
  status: z.enum(['active', 'inactive'], {
    error: 'status must be active or inactive',
  }),
  version,
})

/** The full new order: it must name exactly what is there now, or someone else changed it. */
export const catalogueOrderBody = z.object({
  ids: uniqueIds('id', 500, 'ids: too many'),
})

/** POST /staff/catalogue/dishes: a dish's fields. */
export const catalogueDishBody = z.object({
  categoryId: menuId('categoryId'),
  name,
  description: z
    .string({ error: M.dishDescription })
    .trim()
    .max(DISH_DESCRIPTION_MAX_LENGTH, M.dishDescription)
    .refine(
      isPlainMultilineText,
      'The description cannot hold control characters.',
    ),
  price: z
    .number({ error: M.dishPrice })
    .int(M.dishPrice)
    .min(DISH_PRICE_MIN_PENCE, M.dishPrice)
    .max(DISH_PRICE_MAX_PENCE, M.dishPrice),
  isVeg: z.boolean({ error: 'isVeg must be true or false' }),
  allergens,
  // An uploaded photo's id (POST /staff/photos); null, or left out, for none.
  photoId: z
    .string({ error: 'photoId must be the id of an uploaded photo, or null' })
    .regex(PHOTO_ID, 'photoId must be the id of an uploaded photo, or null')
    .nullable()
    .default(null),
  addonGroupIds: uniqueIds(
    'addonGroupId',
    MAX_GROUPS_PER_DISH,
    M.tooManyGroups,
  ),
})

/** PUT /staff/catalogue/dishes/{id}: the same, from `version`. */
export const catalogueDishUpdateBody = catalogueDishBody.extend({ version })

/** A retire or restore names the version it was made from. */
export const catalogueVersionBody = z.object({ version })

const option = z.object({
  // Without an id, a new option; a stored option left out of the group is retired.
  id: menuId('option id').optional(),
  name,
  price: z
    .number({ error: M.optionPrice })
    .int(M.optionPrice)
    .min(0, M.optionPrice)
    .max(OPTION_PRICE_MAX_PENCE, M.optionPrice),
  allergens: allergens
    .optional()
    .describe(
      'Which of the 14 UK allergens the option contains. Left out, a stored option keeps its own and a new one has none.',
    ),
})

/** POST /staff/catalogue/addon-groups: a group's rule and options. */
export const catalogueAddonGroupBody = z
  .object({
    name,
    // A group can never ask for more choices than it may hold options: the bound also keeps
    // a huge number from reaching the database's integer column (a 500 the fuzzer found).
    min: z
      .number({ error: M.groupRule })
      .int(M.groupRule)
      .min(0, M.groupRule)
      .max(MAX_OPTIONS_PER_GROUP, M.groupRule),
    max: z
      .number({ error: M.groupRule })
      .int(M.groupRule)
      .min(1, M.groupRule)
      .max(MAX_OPTIONS_PER_GROUP, M.groupRule),
    options: z.array(option).max(MAX_OPTIONS_PER_GROUP, M.tooManyOptions),
  })
  .superRefine((group, ctx) => {
    if (group.min >= 1 && group.options.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: M.requiredGroupOption,
      })
      return
    }
    if (
      group.min > group.max ||
      (group.options.length > 0 && group.max > group.options.length)
    ) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: M.groupRule })
    }
    const names = group.options.map((o) => o.name.toLowerCase())
    if (new Set(names).size !== names.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: M.optionNamesUnique,
      })
    }
    const ids = group.options.flatMap((o) => (o.id ? [o.id] : []))
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'option ids repeat',
      })
    }
  })

/** PUT /staff/catalogue/addon-groups/{id}: the same, from `version`. */
export const catalogueAddonGroupUpdateBody = catalogueAddonGroupBody.safeExtend(
  { version },
)

// What the editor sends (z.input: before trims and defaults).
export type CategoryChange = z.input<typeof catalogueCategoryUpdateBody>
export type DishPayload = z.input<typeof catalogueDishBody>
export type DishChange = z.input<typeof catalogueDishUpdateBody>
export type AddonGroupPayload = z.input<typeof catalogueAddonGroupBody>
export type AddonGroupChange = z.input<typeof catalogueAddonGroupUpdateBody>
