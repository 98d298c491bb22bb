import { z } from '../validation/zod'

/** The signed-in customer, as GET /user/get-profile and a verified sign-in send them. */
export const profile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
})

/** GET /user/get-profile: the customer in `user` and again in `data`. */
export const profileReply = z.object({
  status: z.literal(true),
  user: profile,
  data: profile.describe('Same as user'),
})
