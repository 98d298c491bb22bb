import {
  MAX_READY_MINUTES,
  MAX_REJECT_TEXT_LENGTH,
  REJECT_REASON_LABELS,
  type RejectReason,
} from '@food/shared/types'
import { isPlainText } from '@food/shared/validation'
import type { StaffOrderView } from '@food/shared/wire'
import { z } from 'zod'
import { KITCHEN_STATUSES } from '../order/order-status'

/** The wire's board order (@food/shared/wire), by the name this module's files use. */
export type StaffOrder = StaffOrderView

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
