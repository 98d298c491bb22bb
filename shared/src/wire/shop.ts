import { z } from '../validation/zod'

const minutesRange = z.object({
  from: z.number().int(),
  to: z.number().int(),
})

const fulfilmentTimes = z.object({
  isOpenNow: z
    .boolean()
    .describe('Can be ordered as soon as possible now (its hours are running)'),
  minutes: minutesRange.describe(
    'How long an order placed now takes, in minutes (the kitchen’s lead time, plus the drive)',
  ),
  slots: z
    .array(z.string())
    .describe(
      'ISO 8601 instants it can be scheduled for this evening: quarter hours inside its hours, at least the lead time ahead',
    ),
})

/** The facts before ordering, computed from the settings and the kitchen's lead time. */
const orderingTimes = z
  .object({
    leadMinutes: z
      .number()
      .int()
      .describe('The kitchen’s current lead time (busy mode included)'),
    hoursToday: z.string().describe('"Open until 02:00", "Today 16:30–01:00"'),
    delivery: fulfilmentTimes.extend({
      minimumOrderPence: z.number().int(),
      feeFromPence: z
        .number()
        .int()
        .nullable()
        .describe('The smallest delivery fee; null when nothing is delivered'),
    }),
    collection: fulfilmentTimes,
  })
  .meta({ id: 'OrderingTimes' })

/** Open now or not, and why, with the facts before ordering (GET /shop-status `data`). */
const shopStatus = z.object({
  isOpen: z.boolean(),
  paused: z
    .boolean()
    .describe(
      'Closed because the kitchen paused online orders (message says until when)',
    ),
  message: z.string(),
  nextOpeningAt: z
    .string()
    .nullable()
    .describe('ISO 8601 instant, null when open'),
  times: orderingTimes.describe(
    'The facts before ordering: times, minimum, fee, today’s hours; changes with busy mode',
  ),
})

export const shopStatusReply = z.object({
  status: z.literal(true),
  isOpen: z.boolean(),
  data: shopStatus,
})

/** Minutes an order placed now takes, as a range: { from: 30, to: 45 }. */
export type MinutesRange = z.infer<typeof minutesRange>
/** Delivery's or collection's times now. */
export type FulfilmentTimes = z.infer<typeof fulfilmentTimes>
export type OrderingTimes = z.infer<typeof orderingTimes>
export type ShopStatus = z.infer<typeof shopStatus>
