import { z } from '../validation/zod'

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
