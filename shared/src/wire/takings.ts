import { isCalendarDate } from '../validation/hours'
import { z } from '../validation/zod'

const tally = z.object({ count: z.number().int(), total: z.number().int() })
const lost = z.object({ count: z.number().int(), value: z.number().int() })

/**
 * One trading day's figures, money in pence. An order counts on the trading day it was placed
 * (paid, for an online order); it is taken once the kitchen accepts it.
 */
const takings = z.object({
  day: z
    .string()
    .describe(
      'The trading day, "2026-11-20": that evening and the small hours after',
    ),
  from: z.string(),
  to: z.string(),
  orders: z
    .number()
    .int()
    .describe('Taken: orders the kitchen accepted (preparing to delivered)'),
  total: z.number().int().describe('pence, the taken orders’ totals'),
  // cash / card: paid at the door or counter; online: paid by card on Stripe's page.
  byPayment: z.object({
    cash: tally,
    card: tally.describe('Card on delivery or at the counter'),
    online: tally.describe('Paid by card on Stripe’s page'),
  }),
  refunds: tally.describe(
    'Taken orders with money given back: how many, and how much in all',
  ),
  net: z.number().int().describe('total − refunds, pence'),
  discounts: z.number().int(),
  deliveryFees: z.number().int(),
  vat: z
    .number()
    .int()
    .describe('VAT contained in the taken orders: their tax_amount summed'),
  vatRatePercent: z.number().int(),
  pending: tally.describe('Not answered yet (to be made now), apart'),
  forLater: tally.describe('Orders for later not accepted yet, apart'),
  rejected: lost,
  cancelled: lost,
  medianAcknowledgeSeconds: z.number().int().nullable(),
  medianPreparationSeconds: z.number().int().nullable(),
})

/** GET /staff/takings. */
export const takingsReply = z.object({ status: z.literal(true), data: takings })

/** GET /staff/takings.csv and takings/orders.csv: a spreadsheet (not JSON). */
export const takingsCsvReply = z.string().describe('text/csv')

/** GET /staff/takings, takings.csv and takings/orders.csv: which trading day. */
export const takingsDayQuery = z.object({
  day: z
    .string()
    .refine(isCalendarDate, 'day must be a date like 2026-11-20')
    .optional()
    .describe(
      'The trading day (its evening and the small hours after); today by default',
    ),
})

export type Takings = z.infer<typeof takings>
export type TakingsDayPayload = z.input<typeof takingsDayQuery>
