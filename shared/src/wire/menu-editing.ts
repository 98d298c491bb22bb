import { UK_ALLERGENS } from '../types/allergens'
import { z } from '../validation/zod'
import { photo } from './photo'

/** A dish as the owner edits it: retired dishes included, with the version a save names. */
const editableDish = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().describe('Integer pence, VAT included'),
  isVeg: z.boolean(),
  allergens: z.array(z.enum(UK_ALLERGENS)),
  addonGroupIds: z.array(z.string()),
  photo: photo.nullable(),
  soldOut: z.boolean(),
  // Off the menu for good (orders and baskets still name it); it can be brought back.
  retired: z.boolean(),
  version: z.number().int(),
})

const editableCategoryFields = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sortOrder: z.number().int(),
  status: z.enum(['active', 'inactive']),
  version: z.number().int(),
})

const editableCategory = editableCategoryFields.extend({
  dishes: z.array(editableDish),
})

/**
 * Options a customer picks for a dish, shared by every dish that names the group.
 * min 0 max 1: pick one if you like; min 1 max 1: pick one; min 0 max N: up to N.
 */
const editableAddonGroup = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number().int(),
      soldOut: z.boolean(),
      // Which of the 14 UK allergens the option contains; customers who avoid one are told.
      allergens: z.array(z.enum(UK_ALLERGENS)),
    }),
  ),
  usedBy: z
    .number()
    .int()
    .describe('How many dishes (retired ones included) name this group'),
  version: z.number().int(),
})

const editableMenu = z.object({
  categories: z.array(editableCategory),
  addonGroups: z.array(editableAddonGroup),
})

const saved = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string(), data })

/** GET /staff/catalogue: the whole menu as the owner edits it. */
export const editableMenuReply = z.object({
  status: z.literal(true),
  data: editableMenu,
})
/** A category added or changed. */
export const catalogueCategoryReply = saved(editableCategoryFields)
/** A dish added, changed, retired or brought back. */
export const catalogueDishReply = saved(editableDish)
/** An add-on group added or changed. */
export const catalogueAddonGroupReply = saved(editableAddonGroup)
/** The new order of the categories, or of a category's dishes. */
export const catalogueOrderReply = saved(z.object({ ids: z.array(z.string()) }))

export type EditableDish = z.infer<typeof editableDish>
export type EditableCategory = z.infer<typeof editableCategory>
export type EditableAddonGroup = z.infer<typeof editableAddonGroup>
export type EditableMenu = z.infer<typeof editableMenu>
/** The order a reorder stored. */
export type CatalogueOrder = z.infer<typeof catalogueOrderReply>['data']
