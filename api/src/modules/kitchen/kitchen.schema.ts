import {
  MAX_READY_MINUTES,
  MAX_REJECT_TEXT_LENGTH,
  REJECT_REASON_LABELS,
  type RejectReason,
} from '@food/shared/types'
import { isPlainText } from '@food/shared/validation'
import { ORDER_STATUSES, orderView } from '@food/shared/wire'
import { z } from 'zod'
import { KITCHEN_STATUSES } from '../order/order-status'

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

export type StaffOrder = z.infer<typeof staffOrder>

export const orderReference = z.object({
  reference: z
    .string()
    .max(100)
    .describe('The short order number ("1042") or the order id'),
})

export const changeStatusBody = z.object({
  status: z.enum(KITCHEN_STATUSES, {
    error: `status must be one of ${KITCHEN_STATUSES.join(', ')}`,
  }),
})

const readyMinutes = z
  .number({ error: 'minutes must be a whole number of minutes' })
  .int('minutes must be a whole number of minutes')
  .min(1, 'minutes must be at least 1')
  .max(MAX_READY_MINUTES, `minutes must be ${MAX_READY_MINUTES} or fewer`)
  .describe('Minutes from now until the food is ready')

export const acceptBody = z.object({ minutes: readyMinutes })
export const readyTimeBody = z.object({ minutes: readyMinutes })

const reasons = Object.keys(REJECT_REASON_LABELS) as [
  RejectReason,
  ...RejectReason[],
]

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
  })
  .refine((body) => body.reason !== 'other' || body.text.length > 0, {
    path: ['text'],
    message: 'Please say why the order is rejected.',
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

export const boardReply = z.object({
  status: z.literal(true),
  data: z.object({
    orders: z.array(staffOrder),
    settings: z.object({
      alertAfterMinutes: z.number().int(),
      rejectAfterMinutes: z.number().int(),
      autoPrint: z.boolean(),
      defaultReadyMinutes: z.number().int(),
      busyMinutes: z
        .number()
        .int()
        .describe(
          'Minutes busy mode adds to every quote now (0 when not busy)',
        ),
    }),
    serverTime: z.string(),
    dayStartedAt: z.string(),
  }),
})
