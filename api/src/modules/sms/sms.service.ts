import type { SmsRepository } from './sms.repository'
import type { SmsMessage, SmsProvider } from './sms.types'

export function createSmsService(
  repository: SmsRepository,
  provider: SmsProvider,
) {
  return {
    send: (message: SmsMessage) => provider.send(message),
    /** Dev outbox for one mobile, newest last. */
    listOutbox: (mobile: string) => repository.listForMobile(mobile),
  }
}

export type SmsService = ReturnType<typeof createSmsService>
