import { z } from 'zod'

// The replies are the wire contract's (@food/shared/wire, payment.ts); the path's order id and
// the refund's header stay here.

export const orderIdParams = z.object({
  id: z.string().max(100).describe('The order id (or its short number)'),
})

export const refundHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required for a refund' })
    .min(1)
    .max(200, 'Idempotency-Key must be 200 characters or fewer')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII')
    .describe('The same key for a retry refunds once'),
})
