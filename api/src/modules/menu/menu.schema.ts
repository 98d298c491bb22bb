import { SEARCH_MAX_LENGTH } from '@food/shared/types'
import { isPlainText } from '@food/shared/validation'
import { z } from 'zod'

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
