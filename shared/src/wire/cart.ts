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
})

/** A customer's basket: its lines and the totals the server computes (GET /user/cart/get). */
export const cartView = z.object({
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

/** One line of the server cart (integer pence, VAT included). */
export type CartItem = z.infer<typeof cartLine>
/** A customer's basket as the API answers it. */
export type ServerCart = z.infer<typeof cartView>
