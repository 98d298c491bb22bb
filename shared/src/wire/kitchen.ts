import { z } from '../validation/zod'
import { orderView } from './order'
import { ORDER_STATUSES } from './order-status'

/** An order as the kitchen's board sees it: the customer's order plus what staff act on. */
const staffOrder = orderView
  .extend({
    customer: z.object({ name: z.string(), mobile: z.string() }),
    next_status: z
      .enum(ORDER_STATUSES)
      .nullable()
      .describe('Where "advance" moves it; null once final'),
    acknowledgedAt: z
      .string()
      .nullable()
      .describe('When a member first answered it; null while it rings'),
    undo: z
      .object({ status: z.enum(ORDER_STATUSES), until: z.string() })
      .nullable()
      .describe('The status undo would go back to, and until when'),
    payment_problem: z
      .string()
      .nullable()
      .describe('What about the online payment the owner must look at'),
  })
  .meta({ id: 'StaffOrder' })

export const staffOrderReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: staffOrder,
})

export const staffOrdersReply = z.object({
  status: z.literal(true),
  data: z.array(staffOrder),
})

const kitchenSettings = z.object({
  alertAfterMinutes: z.number().int(),
  rejectAfterMinutes: z.number().int(),
  autoPrint: z.boolean(),
  defaultReadyMinutes: z.number().int(),
  busyMinutes: z
    .number()
    .int()
    .describe('Minutes busy mode adds to every quote now (0 when not busy)'),
})

/** GET /staff/board: the orders, the rules the board applies, and the server's clock. */
export const boardReply = z.object({
  status: z.literal(true),
  data: z.object({
    orders: z.array(staffOrder),
    settings: kitchenSettings,
    serverTime: z.string(),
    dayStartedAt: z.string(),
  }),
})

export type StaffOrderView = z.infer<typeof staffOrder>
export type KitchenSettings = z.infer<typeof kitchenSettings>
