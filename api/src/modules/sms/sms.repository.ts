import type { Db } from '../../db/client'
import type { OutboxEntry, SmsMessage } from './sms.types'

type OutboxRow = {
  mobile: string
  code: string | null
  text: string
  created_at: Date
}

export function createSmsRepository(db: Db) {
  return {
    async insert(message: SmsMessage): Promise<void> {
      await db.query(
        'insert into sms_outbox (mobile, code, text) values ($1, $2, $3)',
        [message.mobile, message.code ?? null, message.text],
      )
    },
    async listForMobile(mobile: string): Promise<OutboxEntry[]> {
      const rows = await db.query<OutboxRow>(
        'select mobile, code, text, created_at from sms_outbox where mobile = $1 order by id',
        [mobile],
      )
      return rows.map((row) => ({
        mobile: row.mobile,
        code: row.code,
        text: row.text,
        createdAt: new Date(row.created_at).toISOString(),
      }))
    },
  }
}

export type SmsRepository = ReturnType<typeof createSmsRepository>
