import { z } from 'zod'
import { orderView } from '../order/order.schema'
import { ORDER_STATUSES } from '../order/order-status'

export const staffOrder = orderView
  .extend({
    customer: z.object({ name: z.string(), mobile: z.string() }),
    next_status: z
      .enum(ORDER_STATUSES)
      .nullable()
      .describe('Where "advance" moves it; null once final'),
  })
  .meta({ id: 'StaffOrder' })

export type StaffOrder = z.infer<typeof staffOrder>

export const orderReference = z.object({
  reference: z
    .string()
    .max(100)
    .describe('The short order number ("1042") or the order id'),
})

export const changeStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, {
    error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
  }),
})

export const staffOrderReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: staffOrder,
})

export const staffOrdersReply = z.object({
  status: z.literal(true),
  data: z.array(staffOrder),
})
