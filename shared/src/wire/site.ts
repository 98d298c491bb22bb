import {
  contactDetailsSchema,
  editVersionSchema,
  moneyRulesSchema,
  siteTextsSchema,
} from '../validation/site-settings'
import { z } from '../validation/zod'
import { shopSettings } from './shop-settings'

// The parts of the settings the owner edits, as GET /client/shop/settings shows them, each
// with the version of its own an edit sends back.

const version = z
  .number()
  .int()
  .describe('Send it back with the next save; an older one is refused (409)')

const { shop, policy } = shopSettings.shape

const siteTexts = shop.pick({ description: true, about: true, info: true })
const contactDetails = shop
  .pick({ address: true, phone: true, email: true, social: true })
  .extend({
    vatNumber: z
      .string()
      .describe(
        'The VAT registration number printed on receipts; empty for none',
      ),
  })
const moneyRules = policy.pick({
  discount: true,
  deliveryFees: true,
  minimumDeliveryOrderPence: true,
})

const reply = <T extends z.ZodRawShape>(data: z.ZodObject<T>) =>
  z.object({
    status: z.literal(true),
    message: z.string().optional(),
    data: data.extend({ version }),
  })

export const siteTextsReply = reply(siteTexts)
export const contactDetailsReply = reply(contactDetails)
export const moneyRulesReply = reply(moneyRules)

// The saves (POST /staff/site/{texts|contact|money}, owner): the rules the kitchen's forms
// check (validation/site-settings.ts), and the version the form was loaded with.

export const siteTextsBody = siteTextsSchema.extend({
  version: editVersionSchema,
})
export const contactDetailsBody = contactDetailsSchema.extend({
  version: editVersionSchema,
})
export const moneyRulesBody = moneyRulesSchema.extend({
  version: editVersionSchema,
})

/** The About page's lead and story, and the Info page's own text (both Markdown but the lead). */
export type SiteTexts = z.infer<typeof siteTexts>
/** Where the restaurant is and how to reach it: the footer, About and the structured data. */
export type ContactDetails = z.infer<typeof contactDetails>
/** What the server charges by: the logged-in discount, the delivery fees and the minimum. */
export type MoneyRules = z.infer<typeof moneyRules>
/** What each save sends, as the owner's form has it (before trimming and normalising). */
export type SiteTextsPayload = z.input<typeof siteTextsBody>
export type ContactDetailsPayload = z.input<typeof contactDetailsBody>
export type MoneyRulesPayload = z.input<typeof moneyRulesBody>
