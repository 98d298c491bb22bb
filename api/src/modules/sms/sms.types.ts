import type { OutboxReply } from '@food/shared/wire'

/** One text message; `code` is the one-time code it carries, if any. */
export type SmsMessage = { mobile: string; text: string; code?: string | null }

/** Sends text messages; each provider (dev outbox, a real gateway) implements this. */
export type SmsProvider = { send(message: SmsMessage): Promise<void> }

/** A provider could not hand the message over; the text was not sent. */
export class SmsSendError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'SmsSendError'
  }
}

/** One text of the dev outbox, as GET /dev/sms-outbox lists it. */
export type OutboxEntry = OutboxReply['data'][number]
