import { z } from 'zod'

/** Orders one GET /user/order returns: a customer's whole history in practice. */
export const MAX_LISTED_ORDERS = 100

/** `:orderId` in the customer's order paths. */
export const orderReference = z.object({
  orderId: z.string().max(100).describe('The order id or its short number'),
})

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200, 'Idempotency-Key must be 200 characters or fewer')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII')
    .optional()
    .describe(
      'A repeat with the same key returns the first order; the same key with another payload is refused',
    ),
})
