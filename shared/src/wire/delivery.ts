import { ADDRESS_FIELD_MAX_LENGTH } from '../types/constants'
import { z } from '../validation/zod'

/** POST /user/cart/get-delivery-fee: the postcode to quote for; left out or null reads as empty. */
export const deliveryFeeBody = z.object({
  postcode: z
    .string({ error: 'postcode must be text' })
    .max(
      ADDRESS_FIELD_MAX_LENGTH,
      `postcode must be ${ADDRESS_FIELD_MAX_LENGTH} characters or fewer`,
    )
    .nullish()
    .transform((value) => value ?? ''),
})

/** What the client sends for a delivery fee. */
export type DeliveryFeeBody = z.input<typeof deliveryFeeBody>

const quote = z.object({
  deliveryFee: z.number().int().describe('pence, VAT included'),
  mile: z
    .number()
    .describe('Estimated road miles from the shop, one decimal place'),
})

/** POST /user/cart/get-delivery-fee: the quote at the top level and again in `data`. */
export const deliveryFeeReply = quote.extend({
  status: z.literal(true),
  data: quote,
})

/** What delivering to one postcode costs, and how far it is. */
export type DeliveryFee = z.infer<typeof quote>
