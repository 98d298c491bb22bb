import { isCalendarDate } from '../validation/hours'
import { z } from '../validation/zod'

const tally = z.object({ count: z.number().int(), total: z.number().int() })
const lost = z.object({ count: z.number().int(), value: z.number().int() })

/** One trading day's figures, money in pence. */
const takings = z.object({
  day: z
    .string()
    .describe(
      'The trading day, "2026-11-20": that evening and the small hours after',
    ),
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  total: z.number().int().describe('pence'),
  // cash / card: paid at the door or counter; online: paid by card on Stripe's page.
  byPayment: z.object({
    cash: tally,
    card: tally,
    online: tally.describe('Paid by card on Stripe’s page'),
  }),
  refunds: tally.describe('Refunds on the day’s served orders'),
  net: z.number().int().describe('total − refunds, pence'),
  discounts: z.number().int(),
  deliveryFees: z.number().int(),
  rejected: lost,
  cancelled: lost,
  medianAcknowledgeSeconds: z.number().int().nullable(),
  medianPreparationSeconds: z.number().int().nullable(),
})

/** GET /staff/takings. */
export const takingsReply = z.object({ status: z.literal(true), data: takings })

/** GET /staff/takings.csv: the same figures as a spreadsheet (not JSON). */
export const takingsCsvReply = z.string().describe('text/csv')

/** GET /staff/takings and takings.csv: which trading day. */
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
