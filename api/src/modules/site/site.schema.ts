import {
  contactDetailsSchema,
  editVersionSchema,
  moneyRulesSchema,
  siteTextsSchema,
} from '@food/shared/validation'
import { shopSettings } from '@food/shared/wire'
import { z } from 'zod'

// Bodies: the shared rules the kitchen's forms check, and the version the form was loaded
// with. Replies: the same parts as GET /client/shop/settings shows them, with their version.

const version = z
  .number()
  .int()
  .describe('Send it back with the next save; an older one is refused (409)')

export const siteTextsBody = siteTextsSchema.extend({
  version: editVersionSchema,
})
export const contactDetailsBody = contactDetailsSchema.extend({
  version: editVersionSchema,
})
export const moneyRulesBody = moneyRulesSchema.extend({
  version: editVersionSchema,
})

const { shop, policy } = shopSettings.shape

const reply = <T extends z.ZodRawShape>(data: z.ZodObject<T>) =>
  z.object({
    status: z.literal(true),
    message: z.string().optional(),
    data: data.extend({ version }),
  })

export const siteTextsReply = reply(
  shop.pick({ description: true, about: true, info: true }),
)
export const contactDetailsReply = reply(
  shop.pick({ address: true, phone: true, email: true, social: true }),
)
export const moneyRulesReply = reply(
  policy.pick({
    discount: true,
    deliveryFees: true,
    minimumDeliveryOrderPence: true,
  }),
)
