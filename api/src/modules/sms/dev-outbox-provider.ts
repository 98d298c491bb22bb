import type { SmsRepository } from './sms.repository'
import type { SmsProvider } from './sms.types'

/** Keeps messages in the sms_outbox table instead of sending them (SMS_PROVIDER=dev). */
export function createDevOutboxProvider(
  repository: SmsRepository,
): SmsProvider {
  return { send: (message) => repository.insert(message) }
}
