import { z } from '../validation/zod'

/** Busy mode and the pause of online orders, while they last (ISO instants). */
const kitchenShopState = z.object({
  busy: z
    .object({ minutes: z.number().int(), until: z.string() })
    .nullable()
    .describe('Minutes added to every quote, until when; null when not busy'),
  pause: z
    .object({ until: z.string(), reason: z.string() })
    .nullable()
    .describe(
      'Online orders stopped until when, and why; null when taking orders',
    ),
})

/** GET /staff/shop and each change of busy mode or the pause. */
export const kitchenShopStateReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: kitchenShopState,
})

export type KitchenShopState = z.infer<typeof kitchenShopState>
