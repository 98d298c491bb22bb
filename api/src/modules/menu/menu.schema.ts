import { SEARCH_MAX_LENGTH, UK_ALLERGENS } from '@food/shared/types'
import { isPlainText } from '@food/shared/validation'
import { z } from 'zod'
import { photo } from '../photo/photo.schema'

const category = z.object({
  id: z.string(),
  _id: z.string().describe('Same as id; kept for older clients'),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['active', 'inactive']),
  sortOrder: z.number().int(),
})

export type Category = z.infer<typeof category>

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
      price: z.number().int().describe('pence, VAT included'),
      soldOut: z.boolean().describe('Sold out tonight: it cannot be chosen'),
      allergens: z
        .array(z.enum(UK_ALLERGENS))
        .describe('Which of the 14 UK allergens the add-on contains'),
    }),
  ),
})

export type AddonGroup = z.infer<typeof addonGroup>

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
  price: z.number().int().describe('pence, VAT included'),
  isVeg: z.boolean(),
  allergens: z.array(z.enum(UK_ALLERGENS)),
  addonGroups: z.array(addonGroup),
  available: z.boolean(),
  soldOut: z
    .boolean()
    .describe('Sold out tonight: shown, but it cannot be added to a basket'),
})

export type MenuItem = z.infer<typeof menuItem>

const foodType = z
  .enum(['veg', 'all'])
  .default('all')
  .describe('veg keeps vegetarian dishes only')

export const menuItemsBody = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'id is required')
    .max(100)
    .refine(isPlainText, 'id is not a valid category id'),
  food_type: foodType,
})

export const menuItemsReply = z.object({
  status: z.literal(true),
  data: z.array(menuItem),
})

/** A vague text (one letter matches most of the menu) still gets a short reply. */
export const SEARCH_RESULT_LIMIT = 50

const BLANK_SEARCH = 'Please enter something to search for.'

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

// A search spans categories, so each hit says which one it is in.
export const searchResult = menuItem.extend({ categoryName: z.string() })

export type SearchResult = z.infer<typeof searchResult>

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

// Menu ids are short slugs ("item-baklava"); anything else (a NUL, a path) is refused here.
export const menuId = (name: string) =>
  z
    .string({ error: `${name} must be a menu id like item-baklava` })
    .regex(
      /^[A-Za-z0-9_-]{1,100}$/,
      `${name} must be a menu id like item-baklava`,
    )
