import { UK_ALLERGENS } from '../types/allergens'
import { SEARCH_MAX_LENGTH } from '../types/constants'
import { isPlainText } from '../validation/plain-text'
import { z } from '../validation/zod'
import { photo } from './photo'

const pence = z.number().int().describe('pence, VAT included')

const category = z.object({
  id: z.string(),
  _id: z.string().describe('Same as id; kept for older clients'),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['active', 'inactive']),
  sortOrder: z.number().int(),
})

/** GET /menus: the categories, and a notice while the shop is off for a holiday. */
export const categoriesReply = z.object({
  status: z.literal(true),
  data: z.array(category),
  holiday: z.object({ message: z.string() }).nullable(),
})

const addonGroup = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: pence,
      soldOut: z.boolean().describe('Sold out tonight: it cannot be chosen'),
      allergens: z
        .array(z.enum(UK_ALLERGENS))
        .describe('Which of the 14 UK allergens the add-on contains'),
    }),
  ),
})

const menuItem = z.object({
  id: z.string(),
  _id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  image: z
    .string()
    .nullable()
    .describe('Path relative to the API root (the seed’s illustration)'),
  photo: photo
    .nullable()
    .describe('The owner’s photo of the dish; shown instead of image when set'),
  price: pence,
  isVeg: z.boolean(),
  allergens: z.array(z.enum(UK_ALLERGENS)),
  addonGroups: z.array(addonGroup),
  available: z.boolean(),
  soldOut: z
    .boolean()
    .describe('Sold out tonight: shown, but it cannot be added to a basket'),
})

/** POST /menu/menu_item: one category's dishes. */
export const menuItemsReply = z.object({
  status: z.literal(true),
  data: z.array(menuItem),
})

/** A vague text (one letter matches most of the menu) still gets a short reply. */
export const SEARCH_RESULT_LIMIT = 50

// A search spans categories, so each hit says which one it is in.
export const searchResult = menuItem.extend({ categoryName: z.string() })

/** POST /search: the dishes found, or a corrected search when none. */
export const searchReply = z.object({
  status: z.literal(true),
  data: z
    .array(searchResult)
    .max(SEARCH_RESULT_LIMIT)
    .describe(
      'Name matches first, then in menu order; empty when nothing matches',
    ),
  suggestion: z
    .string()
    .nullable()
    .describe(
      'When nothing matches: a corrected search that finds something ("pizza" for "pissa"); else null',
    ),
})

const foodType = z
  .enum(['veg', 'all'])
  .default('all')
  .describe('veg keeps vegetarian dishes only')

/** POST /menu/menu_item: which category's dishes, all or vegetarian only. */
export const menuItemsBody = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'id is required')
    .max(100)
    .refine(isPlainText, 'id is not a valid category id'),
  food_type: foodType,
})

const BLANK_SEARCH = 'Please enter something to search for.'

/** POST /search: the words to find, all dishes or vegetarian only. */
export const searchBody = z.object({
  search: z
    .string({
      error: (issue) =>
        issue.input == null ? BLANK_SEARCH : 'search must be text',
    })
    .trim()
    .min(1, BLANK_SEARCH)
    .max(
      SEARCH_MAX_LENGTH,
      `Please keep your search to ${SEARCH_MAX_LENGTH} characters or fewer.`,
    )
    .refine(isPlainText, 'Please search for plain text.')
    .describe(
      'Words found in dish names, descriptions, categories or add-ons, ignoring case and accents, as the start of a word or with a typing mistake or two; trimmed first',
    ),
  food_type: foodType,
})

/** All dishes or vegetarian only (`food_type` of the menu's and the search's bodies). */
export type FoodType = z.output<typeof foodType>
export type MenuItemsBody = z.input<typeof menuItemsBody>
export type SearchBody = z.input<typeof searchBody>
export type MenuCategory = z.infer<typeof category>
export type MenuHoliday = NonNullable<CategoriesReply['holiday']>
export type CategoriesReply = z.infer<typeof categoriesReply>
export type MenuItemsReply = z.infer<typeof menuItemsReply>
export type SearchReply = z.infer<typeof searchReply>
export type AddonGroup = z.infer<typeof addonGroup>
/** A dish as the API sends it (the client adds `imageUrl`: see types/menu.ts). */
export type MenuItemView = z.infer<typeof menuItem>
export type SearchResultView = z.infer<typeof searchResult>
