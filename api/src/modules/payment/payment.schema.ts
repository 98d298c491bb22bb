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

const pence = z
  .number({ error: 'must be a whole number of pence' })
  .int('must be a whole number of pence')
  .min(0, 'must be a whole number of pence')

/**
 * What a signed event must hold before anything of it is believed: the signature proves who
 * sent it, not that its figures are sound. Only the fields the settlement reads are checked.
 */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

const refundedCharge = z.object({
  amount_refunded: pence,
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() }), z.null()])
    .optional(),
})

const checkoutSession = z.object({
  id: z.string().min(1),
  amount_total: pence.nullable().optional(),
})

/** The first thing wrong with a verified event, as a sentence; null when it is sound. */
export function eventProblem(event: unknown): string | null {
  const envelope = eventShape.safeParse(event)
  if (!envelope.success) return describe(envelope.error)
  const { type, data } = envelope.data
  const object =
    type === 'charge.refunded'
      ? refundedCharge.safeParse(data.object)
      : type.startsWith('checkout.session.')
        ? checkoutSession.safeParse(data.object)
        : null
  return object && !object.success
    ? describe(object.error, 'data.object.')
    : null
}

function describe(error: z.ZodError, prefix = '') {
  const [issue] = error.issues
  return issue
    ? `${prefix}${issue.path.join('.')} ${issue.message}`
    : 'malformed'
}
