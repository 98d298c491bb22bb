import type { StaffOrderView } from '@food/shared/wire'
import { z } from 'zod'

// The bodies of the order actions are the wire contract's (@food/shared/wire kitchen.ts);
// the reference is a path parameter, built by the client from a reply.

/** The wire's board order (@food/shared/wire), by the name this module's files use. */
export type StaffOrder = StaffOrderView

export const orderReference = z.object({
  reference: z
    .string()
    .max(100)
    .describe('The short order number ("1042") or the order id'),
})
