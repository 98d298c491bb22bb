import type { Db } from '../../db/client'
import { type OutboxRow, smsRepository as repository } from './sms.repository'
import type { OutboxEntry, SmsMessage, SmsProvider } from './sms.types'

export function createSmsService(db: Db, provider: SmsProvider) {
  return {
    send: (message: SmsMessage) => provider.send(message),
    /** Dev outbox for one mobile, newest last. */
    async listOutbox(mobile: string): Promise<OutboxEntry[]> {
      const rows = await repository.listForMobile(db, mobile)
      return rows.map(toOutboxEntry)
    },
  }
}

function toOutboxEntry(row: OutboxRow): OutboxEntry {
  return {
    mobile: row.mobile,
    code: row.code,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export type SmsService = ReturnType<typeof createSmsService>
