import { MAX_ORDER_NOTE_LENGTH } from '../types/constants'
import { isPlainMultilineText } from '../validation/plain-text'
import { z } from '../validation/zod'
import { addressFields } from './address'
import { ORDER_STATUSES } from './order-status'

/** 'online' pays now on Stripe's page; 'cash' and 'card' pay on delivery or at collection. */
const PAYMENT_METHODS = ['cash', 'card', 'online'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

const pence = z.number().int().describe('pence, VAT included')

/** One step an order went through: the status it entered, and when. */
const orderStep = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string().describe('When the order entered this status'),
})

export const orderView = z
  .object({
    _id: z.string(),
    order_id: z.string().describe('Short number to read out, e.g. "1042"'),
    order_status: z.enum(ORDER_STATUSES),
    order_type: z.enum(['delivery', 'collection']),
    payment_mode: z
      .enum(['COD', 'CARD'])
      .describe(
        'COD: paid on delivery or collection (or not paid yet); CARD: paid online by card',
      ),
    payment_method: z.enum(PAYMENT_METHODS),
    paid_amount: pence.describe('Taken online; 0 unless paid online'),
    refunded_amount: pence.describe('Given back through Stripe'),
    checkout_url: z
      .string()
      .nullable()
      .describe('Stripe’s page to pay on, while awaiting_payment'),
    cancel_reason: z
      .string()
      .nullable()
      .describe('Why the order was cancelled, when the customer is told'),
    createdAt: z.string(),
    updatedAt: z.string(),
    items: z.array(
      z.object({
        _id: z.string(),
        menuItem: z.object({ _id: z.string(), name: z.string() }),
        quantity: z.number().int(),
        price: pence.describe('Unit price with add-ons'),
        line_total: pence,
        instructions: z.string(),
        addons: z.array(
          z.object({
            addon_item_id: z.string(),
            name: z.string(),
            price: pence,
          }),
        ),
      }),
    ),
    total_amount: pence,
    discount: z.object({ amount: pence, percentage: z.number().int() }),
    delivery_fee: pence,
    tax_amount: pence.describe('VAT contained in final_amount'),
    final_amount: pence.describe('total − discount + delivery fee'),
    address: addressFields.nullable().describe('null for collection'),
    delivery_miles: z.number().nullable(),
    note: z.string(),
    ready_at: z
      .string()
      .nullable()
      .describe(
        'When the kitchen said the food will be ready; null until accepted',
      ),
    expected_at: z
      .string()
      .nullable()
      .describe(
        'When the customer can expect it: the ready time, plus the drive for a delivery',
      ),
    reject_reason: z
      .string()
      .nullable()
      .describe('Why the restaurant rejected the order, when it did'),
    promised_at: z
      .string()
      .nullable()
      .describe(
        'When the customer is told to expect it: estimated when placed (or the time chosen), then the kitchen’s expected_at once it accepts',
      ),
    scheduled_for: z
      .string()
      .nullable()
      .describe(
        'The time an order for later was placed for; null: as soon as possible',
      ),
    history: z
      .array(orderStep)
      .describe(
        'The steps it went through, oldest first: placed (awaiting_payment, then pending once paid online; pending otherwise), accepted (preparing), ready (collection) or out_for_delivery, delivered; or cancelled / rejected. A step taken back by the kitchen is not listed.',
      ),
  })
  .meta({ id: 'Order' })

/** An order as every reply carries it (the customer's list, the stream, the kitchen, payments). */
export type OrderView = z.infer<typeof orderView>

/** One step of an order's history: the status it entered, and when. */
export type OrderStep = z.infer<typeof orderStep>

export const submitOrderReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: orderView,
})

/** GET /user/order/:orderId: one of the customer's orders. */
export const orderReply = z.object({ status: z.literal(true), data: orderView })

export const ordersReply = z.object({
  status: z.literal(true),
  data: z.array(orderView),
  orders: z.array(orderView).describe('The same list, for older clients'),
})

/** POST /user/order/submit: what to order and how (the basket is the server's). */
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

/** POST /user/order/submit as the client sends it; `scheduled_for` is one of GET /shop-status's slots. */
export type OrderPayload = z.input<typeof submitOrderBody>
/** An order's body as the API reads it (trimmed, defaults filled in, the time normalised). */
export type SubmitOrderInput = z.output<typeof submitOrderBody>
