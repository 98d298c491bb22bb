import { MAX_REFUND_REASON_LENGTH } from '@food/shared/types'
import { isPlainText } from '@food/shared/validation'
import { orderView } from '@food/shared/wire'
import { z } from 'zod'

export const orderIdParams = z.object({
  id: z.string().max(100).describe('The order id (or its short number)'),
})

export const paymentOrderReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: orderView,
})

export const webhookReply = z.object({
  status: z.literal(true),
  message: z.string(),
})

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

export const refundHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required for a refund' })
    .min(1)
    .max(200, 'Idempotency-Key must be 200 characters or fewer')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII')
    .describe('The same key for a retry refunds once'),
})
