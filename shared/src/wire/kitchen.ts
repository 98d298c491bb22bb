import {
  MAX_RAN_OUT_ITEMS,
  MAX_READY_MINUTES,
  MAX_REFUND_REASON_LENGTH,
  MAX_REJECT_TEXT_LENGTH,
  MIN_READY_MINUTES,
  RAN_OUT_REQUIRED,
  REJECT_REASON_LABELS,
  type RejectReason,
  RING_SOUNDS,
} from '../types/kitchen'
import { isPlainText } from '../validation/plain-text'
import { z } from '../validation/zod'
import { kitchenPrinter, ticketPrint } from './kitchen-printing'
import { orderView } from './order'
import { ORDER_STATUSES, type OrderStatus } from './order-status'

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
    print: ticketPrint
      .nullable()
      .describe('The kitchen ticket on the API’s printer; null: never sent'),
    text_problem: z
      .string()
      .nullable()
      .describe(
        'A text to the customer that could not be sent after its retries',
      ),
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
  printer: kitchenPrinter,
  autoAccept: z.boolean(),
  defaultReadyMinutes: z.number().int(),
  ringSound: z.enum(RING_SOUNDS),
  ringVolume: z.number().int().describe('0 to 100; 0 rings without sound'),
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

// The requests: what a member sends to act on an order (POST /staff/orders/{reference}/…).

/** The statuses staff can move an order to (Stripe alone ends awaiting_payment). */
const KITCHEN_STATUSES = ORDER_STATUSES.filter(
  (status) => status !== 'awaiting_payment',
) as [Exclude<OrderStatus, 'awaiting_payment'>, ...OrderStatus[]]

/** …/status: a status the order's kind allows next, or cancelled. */
export const changeStatusBody = z.object({
  status: z.enum(KITCHEN_STATUSES, {
    error: `status must be one of ${KITCHEN_STATUSES.join(', ')}`,
  }),
})

const readyMinutes = z
  .number({ error: 'minutes must be a whole number of minutes' })
  .int('minutes must be a whole number of minutes')
  .min(
    MIN_READY_MINUTES,
    `minutes must be at least ${MIN_READY_MINUTES}: the shortest ready time is ${MIN_READY_MINUTES} minutes`,
  )
  .max(MAX_READY_MINUTES, `minutes must be ${MAX_READY_MINUTES} or fewer`)
  .describe('Minutes from now until the food is ready')

/** …/accept: the ready time the customer sees. */
export const acceptBody = z.object({ minutes: readyMinutes })
/** …/ready-time: a new ready time for an accepted order. */
export const readyTimeBody = z.object({ minutes: readyMinutes })

const reasons = Object.keys(REJECT_REASON_LABELS) as [
  RejectReason,
  ...RejectReason[],
]

/** …/reject: a reason the customer reads; `other` needs its own text. */
export const rejectBody = z
  .object({
    reason: z.enum(reasons, {
      error: `reason must be one of ${reasons.join(', ')}`,
    }),
    text: z
      .string({ error: 'text must be text' })
      .trim()
      .max(
        MAX_REJECT_TEXT_LENGTH,
        `The reason must be ${MAX_REJECT_TEXT_LENGTH} characters or fewer.`,
      )
      .refine(isPlainText, 'The reason must be plain text.')
      .default(''),
    items: z
      .array(
        z.string({ error: 'items must be the order’s line ids' }).max(20),
        {
          error: 'items must be the order’s line ids',
        },
      )
      .max(MAX_RAN_OUT_ITEMS, 'items names more lines than an order has')
      .default([])
      .describe(
        'With item_unavailable: the order’s lines (their _id) that ran out',
      ),
  })
  .refine((body) => body.reason !== 'other' || body.text.length > 0, {
    path: ['text'],
    message: 'Please say why the order is rejected.',
  })
  .refine(
    (body) => body.reason !== 'item_unavailable' || body.items.length > 0,
    { path: ['items'], message: RAN_OUT_REQUIRED },
  )

/** …/refund (owner): pence to give back on an order paid online, and why. */
export const refundBody = z.object({
  amount: z
    .number({ error: 'amount must be a whole number of pence' })
    .int('amount must be a whole number of pence')
    .min(1, 'amount must be at least 1p')
    .max(100_000_00, 'amount is too large')
    .describe('Pence to give back'),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .max(
      MAX_REFUND_REASON_LENGTH,
      `reason must be ${MAX_REFUND_REASON_LENGTH} characters or fewer`,
    )
    .refine(isPlainText, 'reason must be plain text')
    .default(''),
})

export type StaffOrderView = z.infer<typeof staffOrder>
export type KitchenSettings = z.infer<typeof kitchenSettings>
export type ChangeStatusPayload = z.input<typeof changeStatusBody>
export type AcceptPayload = z.input<typeof acceptBody>
export type ReadyTimePayload = z.input<typeof readyTimeBody>
export type RejectPayload = z.input<typeof rejectBody>
export type RefundPayload = z.input<typeof refundBody>
