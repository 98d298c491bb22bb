import { BUSY_MINUTES, MAX_PAUSE_REASON_LENGTH } from '../types/kitchen'
import { isShopTime } from '../validation/hours'
import { isPlainText } from '../validation/plain-text'
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

/** POST /staff/shop/busy: minutes added to every quote, for how long. */
export const busyBody = z.object({
  minutes: z.union(
    BUSY_MINUTES.map((minutes) => z.literal(minutes)),
    { error: 'minutes must be 10, 20 or 30' },
  ),
  forMinutes: z
    .number({ error: 'forMinutes must be a number of minutes' })
    .int('forMinutes must be a whole number of minutes')
    .min(15, 'Busy mode lasts at least 15 minutes.')
    .max(480, 'Busy mode lasts at most 8 hours.'),
})

/** POST /staff/shop/pause: no online orders until a shop time, and why. */
export const pauseBody = z.object({
  until: z
    .string({ error: 'until must be a time like 19:30' })
    .refine(isShopTime, 'until must be a time like 19:30'),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .max(
      MAX_PAUSE_REASON_LENGTH,
      `The reason must be ${MAX_PAUSE_REASON_LENGTH} characters or fewer.`,
    )
    .refine(isPlainText, 'The reason must be plain text.')
    .default(''),
})

export type KitchenShopState = z.infer<typeof kitchenShopState>
export type BusyPayload = z.input<typeof busyBody>
export type PausePayload = z.input<typeof pauseBody>
