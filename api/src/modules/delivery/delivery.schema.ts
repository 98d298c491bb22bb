import { ADDRESS_FIELD_MAX_LENGTH } from '@food/shared/types'
import { z } from 'zod'

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

const quote = z.object({
  deliveryFee: z.number().int().describe('pence, VAT included'),
  mile: z
    .number()
    .describe('Estimated road miles from the shop, one decimal place'),
})

export type DeliveryQuote = z.infer<typeof quote>

export const deliveryFeeReply = quote.extend({
  status: z.literal(true),
  data: quote,
})
