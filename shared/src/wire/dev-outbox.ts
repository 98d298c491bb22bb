import { isPlainText } from '../validation/plain-text'
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

/** GET /dev/mail-outbox?to= (MAIL_URL=dev only): the emails sent to an address, oldest first. */
export const mailOutboxQuery = z.object({
  // PostgreSQL text cannot hold a NUL, and no address has a control character.
  to: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .refine(isPlainText, 'to must be plain text'),
})

const mailOutboxEntry = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
})

export const mailOutboxReply = z.object({
  status: z.literal(true),
  data: z.array(mailOutboxEntry),
})

export type MailOutboxEntry = z.infer<typeof mailOutboxEntry>
