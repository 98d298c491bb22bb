import { MAX_INSTRUCTIONS_LENGTH, MAX_LINE_QUANTITY } from '@food/shared/types'
import { isPlainMultilineText, isPlainText } from '@food/shared/validation'
import { cartView, type ServerCart } from '@food/shared/wire'
import { z } from 'zod'

/** Lines in one add-bulk request. */
const MAX_BULK_LINES = 50
/** Distinct lines one basket may hold. */
export const MAX_CART_LINES = 100

const QUANTITY_MESSAGE = `must be a whole number from 1 to ${MAX_LINE_QUANTITY}`

const id = (field: string) =>
  z
    .string({ error: `${field} must be a text id` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} is too long`)
    .refine(isPlainText, {
      error: `${field} is not a valid id`,
    })

// The client's cart ids may arrive as strings or numbers; they are opaque either way.
const cartLineId = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform(String)
    .pipe(id(field))

const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE)

const addonChoice = z.object({
  addon_id: id('addon_id'),
  // The guest cart keeps one add-on item per entry; the bulk list groups them. Both are fine.
  addon_item_id: z
    .union([id('addon_item_id'), z.array(id('addon_item_id')).max(20)])
    .transform((value) => (Array.isArray(value) ? value : [value])),
})

const bulkLine = z.object({
  menu_item_id: id('menu_item_id'),
  quantity,
  instructions: z
    .string({ error: 'instructions must be text' })
    .trim()
    .max(
      MAX_INSTRUCTIONS_LENGTH,
      `instructions must be ${MAX_INSTRUCTIONS_LENGTH} characters or fewer`,
    )
    // Line breaks are fine in a note; other control characters are not.
    .refine(isPlainMultilineText, {
      error: 'instructions must be plain text',
    })
    .nullish()
    .transform((value) => value ?? ''),
  addons: z
    .array(addonChoice)
    .max(20)
    .nullish()
    .transform((value) => value ?? []),
})

export type BulkLine = z.infer<typeof bulkLine>

export const addBulkBody = z
  .object({
    items: z
      .array(bulkLine, { error: 'items must be a list' })
      .max(MAX_BULK_LINES, `items: at most ${MAX_BULK_LINES} lines at once`),
  })
  .describe('A bare array of lines is accepted too and read as { items }.')

export const deleteLineBody = z.object({ cartItemId: cartLineId('cartItemId') })

export const updateQuantityBody = z.object({
  cart_id: cartLineId('cart_id'),
  quantity,
})

export type CartView = ServerCart

export const cartReply = cartView.extend({ status: z.literal(true) })

export const addBulkReply = cartReply.extend({ message: z.string() })

export const reorderReply = addBulkReply.extend({
  left_out: z
    .array(
      z.object({
        name: z.string().describe('The dish, or "<option> on <dish>"'),
        reason: z.enum(['sold_out', 'gone', 'choices_changed']),
      }),
    )
    .describe('Lines of the order that were not added, and why'),
})
