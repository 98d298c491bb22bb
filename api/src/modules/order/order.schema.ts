import { MAX_ORDER_NOTE_LENGTH } from '@food/shared/types'
import { isPlainMultilineText } from '@food/shared/validation'
import { PAYMENT_METHODS } from '@food/shared/wire'
import { z } from 'zod'

/** Orders one GET /user/order returns: a customer's whole history in practice. */
export const MAX_LISTED_ORDERS = 100

/** `:orderId` in the customer's order paths. */
export const orderReference = z.object({
  orderId: z.string().max(100).describe('The order id or its short number'),
})

export const submitOrderBody = z
  .object({
    order_type: z.enum(['delivery', 'collection'], {
      error: 'order_type must be delivery or collection',
    }),
    address_id: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().trim().max(100, 'address_id is too long'))
      .optional(),
    payment_method: z
      .enum(PAYMENT_METHODS, {
        error: 'payment_method must be cash, card or online',
      })
      .default('cash')
      .describe(
        'cash or card: paid on delivery or at the counter; online: paid now on Stripe’s page',
      ),
    payment_mode: z
      .literal('COD', {
        error:
          'payment_mode is set by the server: choose payment_method online to pay now by card.',
      })
      .default('COD')
      .describe('Older clients send COD; how to pay is payment_method'),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(
        MAX_ORDER_NOTE_LENGTH,
        `note must be ${MAX_ORDER_NOTE_LENGTH} characters or fewer`,
      )
      .refine(isPlainMultilineText, { error: 'note must be plain text' })
      .nullish()
      .transform((value) => value ?? ''),
    scheduled_for: z.iso
      .datetime({
        offset: true,
        error:
          'scheduled_for must be a time such as 2026-11-26T20:30:00Z, or left out for as soon as possible',
      })
      .nullish()
      .transform((value) => (value ? new Date(value).toISOString() : null))
      .describe(
        'An order for later: one of GET /shop-status’s slots for its order_type; left out: as soon as possible',
      ),
  })
  .superRefine((body, ctx) => {
    if (body.order_type === 'delivery' && !body.address_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['address_id'],
        message: 'Please choose a delivery address.',
      })
    }
  })

export type SubmitOrderInput = z.infer<typeof submitOrderBody>

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
