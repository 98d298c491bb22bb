import { cartView, type ServerCart } from '@food/shared/wire'
import { z } from 'zod'

/** Distinct lines one basket may hold. */
export const MAX_CART_LINES = 100

export type CartView = ServerCart

export const cartReply = cartView.extend({ status: z.literal(true) })

export const addBulkReply = cartReply.extend({ message: z.string() })

export const reorderReply = addBulkReply.extend({
  left_out: z
    .array(
      z.object({
        name: z.string().describe('The dish, or "<option> on <dish>"'),
        reason: z.enum(['sold_out', 'gone', 'choices_changed']),
      }),
    )
    .describe('Lines of the order that were not added, and why'),
})
