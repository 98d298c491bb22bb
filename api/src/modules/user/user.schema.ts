import { z } from 'zod'

export const profile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
})

export const profileReply = z.object({
  status: z.literal(true),
  user: profile,
  data: profile.describe('Same as user'),
})
