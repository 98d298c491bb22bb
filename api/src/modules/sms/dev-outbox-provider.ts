import type { Db } from '../../db/client'
import { smsRepository } from './sms.repository'
import type { SmsProvider } from './sms.types'

/** Keeps messages in the sms_outbox table instead of sending them (SMS_PROVIDER=dev). */
export function createDevOutboxProvider(db: Db): SmsProvider {
  return { send: (message) => smsRepository.insert(db, message) }
}
