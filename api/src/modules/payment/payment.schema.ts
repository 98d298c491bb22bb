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

export const refundHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required for a refund' })
    .min(1)
    .max(200, 'Idempotency-Key must be 200 characters or fewer')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII')
    .describe('The same key for a retry refunds once'),
})
