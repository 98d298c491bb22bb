import { z } from '../validation/zod'
import { dayHours, hoursException } from './shop-settings'

/** The week's opening and delivery hours, and the exceptions from today on. */
const shopHours = z.object({
  opening: z.array(dayHours),
  delivery: z.array(dayHours),
  exceptions: z.array(hoursException),
})

/** GET /staff/hours and each change of the week or of an exception (owner). */
export const hoursReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: shopHours,
})

export type ShopHours = z.infer<typeof shopHours>
