import { MAX_INSTRUCTIONS_LENGTH, MAX_LINE_QUANTITY } from '../types/constants'
import { isPlainMultilineText, isPlainText } from '../validation/plain-text'
import { z } from '../validation/zod'

const pence = z.number().int().describe('pence, VAT included')

const cartLineAddon = z.object({
  addon_id: z.string().describe('Add-on group id'),
  addon_name: z.string().describe('Add-on group name'),
  addon_item_id: z.string(),
  name: z.string(),
  price: pence,
})

/** One line of a customer's basket, priced by the server. */
const cartLine = z.object({
  cart_id: z.string(),
  menu_item_id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  qty: z.number().int(),
  price: pence.describe('Unit price in pence: the dish plus its add-ons'),
  base_price: pence.describe('The dish alone, in pence'),
  addons: z.array(cartLineAddon),
  instructions: z.string(),
  line_total: pence.describe('price × qty'),
  available: z
    .boolean()
    .describe('false once the dish is off the menu; an order will refuse it'),
  unavailable_options: z
    .array(z.string())
    .describe(
      'Names of the chosen options no longer offered (sold out or removed): why a line whose dish is on the menu is unavailable',
    ),
})

/** A customer's basket: its lines and the totals the server computes (GET /user/cart/get). */
const cartView = z.object({
  data: z.array(cartLine),
  total_amount: pence.describe('Sum of the line totals'),
  taxable_amount: pence.describe('final_amount − tax_amount'),
  tax_amount: pence.describe(
    'VAT contained in final_amount: final × rate / (100 + rate), rounded half up',
  ),
  discount: z.object({
    amount: pence.describe(
      'total_amount × percentage / 100, rounded half up to the penny',
    ),
    percentage: z.number().int(),
    message: z.string(),
  }),
  final_amount: pence.describe(
    'total_amount − discount.amount, never negative',
  ),
  item_count: z.number().int().describe('Sum of the quantities'),
})

/** GET /user/cart/get, and a line removed or its quantity changed: the whole basket. */
export const cartReply = cartView.extend({ status: z.literal(true) })

/** POST /user/cart/add-bulk: the whole basket and the server's sentence. */
export const addBulkReply = cartReply.extend({ message: z.string() })

/** A line of a past order that Order again could not put in the basket, and why. */
const leftOutLine = z.object({
  name: z.string().describe('The dish, or "<option> on <dish>"'),
  reason: z.enum(['sold_out', 'gone', 'choices_changed']),
})

/** POST /user/order/:orderId/reorder: the basket after Order again, and what was left out. */
export const reorderReply = addBulkReply.extend({
  left_out: z
    .array(leftOutLine)
    .describe('Lines of the order that were not added, and why'),
})

// The requests that change a basket. Ids are opaque texts; limits and texts are the API's
// answers on a bad body (api/test/cart-refusals.test.ts).

/** Lines in one add-bulk request. */
const MAX_BULK_LINES = 50

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

/** POST /user/cart/add-bulk: lines merged into the basket (the API also takes a bare array). */
export const addBulkBody = z
  .object({
    items: z
      .array(bulkLine, { error: 'items must be a list' })
      .max(MAX_BULK_LINES, `items: at most ${MAX_BULK_LINES} lines at once`),
  })
  .describe('A bare array of lines is accepted too and read as { items }.')

/** POST /user/cart/del: the line to remove. */
export const deleteLineBody = z.object({ cartItemId: cartLineId('cartItemId') })

/** POST /user/cart/update-quantity: a line's new quantity. */
export const updateQuantityBody = z.object({
  cart_id: cartLineId('cart_id'),
  quantity,
})

/** One line of the server cart (integer pence, VAT included). */
export type CartItem = z.infer<typeof cartLine>
/** A customer's basket as the API answers it. */
export type ServerCart = z.infer<typeof cartView>
/** A line of a past order that Order again left out (`reorderReply`'s `left_out`). */
export type LeftOutLine = z.infer<typeof leftOutLine>
/** One line of an add-bulk body as the client sends it: add-on items grouped per add-on. */
export type BulkCartItem = z.input<typeof bulkLine>
/** One line of an add-bulk body as the API reads it (trimmed, defaults filled in). */
export type BulkLine = z.output<typeof bulkLine>
export type AddBulkBody = z.input<typeof addBulkBody>
export type DeleteLineBody = z.input<typeof deleteLineBody>
export type UpdateQuantityBody = z.input<typeof updateQuantityBody>
