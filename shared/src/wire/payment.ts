import { z } from '../validation/zod'
import { orderView } from './order'

/**
 * POST /user/order/:id/payment/confirm and /cancel: the order once Stripe has answered; a
 * cancel also says what became of it.
 */
export const paymentOrderReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: orderView,
})

/** POST /payments/stripe/webhook: Stripe's event handled, or already handled before. */
export const webhookReply = z.object({
  status: z.literal(true),
  message: z.string(),
})
