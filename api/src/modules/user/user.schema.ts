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

export const signedOutReply = z.object({
  status: z.literal(true),
  message: z.string().describe('You are signed out.'),
})

export const signedOutEverywhereReply = z.object({
  status: z.literal(true),
  message: z.string().describe('e.g. Signed out on 3 devices.'),
  data: z.object({
    devices: z
      .number()
      .int()
      .describe('Sessions that were live, this one included'),
  }),
})
