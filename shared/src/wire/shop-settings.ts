import { z } from '../validation/zod'

const time = z.string().regex(/^\d{2}:\d{2}$/)
export const dayHours = z.object({
  day: z.number().int().min(0).max(6).describe('0 = Sunday … 6 = Saturday'),
  open: time.describe('HH:MM, Europe/London'),
  close: time.describe('HH:MM; earlier than open means past midnight'),
})

/**
 * A dated change to the week: closed all day, or other hours that evening (its past-midnight
 * hours belong to it, as in the week). Delivery hours null: no deliveries that evening.
 */
export const hoursException = z.object({
  date: z.string().describe('The evening, YYYY-MM-DD in Belfast'),
  closed: z.boolean(),
  open: z.string().nullable(),
  close: z.string().nullable(),
  deliveryOpen: z.string().nullable(),
  deliveryClose: z.string().nullable(),
  note: z.string(),
})

/** The shop's details, hours and money rules (GET /client/shop/settings `data`). */
export const shopSettings = z.object({
  shop: z.object({
    name: z.string(),
    description: z
      .string()
      .describe('The About page’s lead, also the search engines’ description'),
    about: z.string().describe('The About page’s story (Markdown)'),
    info: z
      .string()
      .describe(
        'The Info page’s own text (Markdown), beside its hours and fees',
      ),
    address: z.object({
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      postcode: z.string(),
    }),
    phone: z.string(),
    email: z.string(),
    social: z.array(z.object({ network: z.string(), url: z.string() })),
    location: z
      .object({ lat: z.number(), lng: z.number() })
      .describe('Where deliveries start from (WGS84 degrees)'),
  }),
  timings: z.object({
    opening: z.array(dayHours),
    delivery: z.array(dayHours),
    exceptions: z
      .array(hoursException)
      .describe(
        'Dated changes to the week from today on: closed all day, or other hours',
      ),
  }),
  policy: z.object({
    vatRatePercent: z.number().int(),
    discount: z.object({ percentage: z.number().int(), message: z.string() }),
    deliveryFees: z.array(
      z.object({ maxMiles: z.number(), feePence: z.number().int() }),
    ),
    minimumDeliveryOrderPence: z
      .number()
      .int()
      .describe('Smallest basket (after discount, before the fee) we deliver'),
    onlinePayment: z
      .boolean()
      .optional()
      .describe('“Pay now by card” is offered (Stripe is configured)'),
  }),
})

export const shopSettingsReply = z.object({
  status: z.literal(true),
  data: shopSettings,
})

/** Answer of GET /client/shop/settings (`data`). */
export type ShopSettings = z.infer<typeof shopSettings>
/** `day` is 0 (Sunday) to 6; times are "HH:MM" in the restaurant's time zone. */
export type DayHours = z.infer<typeof dayHours>
/** One date with other hours than the week's (also `time`'s, for `hoursAround`). */
export type HoursException = z.infer<typeof hoursException>
