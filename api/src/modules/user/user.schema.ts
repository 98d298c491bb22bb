import { z } from 'zod'

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
