import { z } from '../validation/zod'

/** GET /dev/sms-outbox (SMS_PROVIDER=dev only): the texts sent to a mobile, oldest first. */
export const outboxReply = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      mobile: z.string(),
      code: z.string().nullable(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
})

export type OutboxReply = z.infer<typeof outboxReply>
