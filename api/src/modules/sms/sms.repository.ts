import type { Db } from '../../db/client'
import type { SmsMessage } from './sms.types'

/** One row of `sms_outbox`, as stored. */
export type OutboxRow = {
  mobile: string
  code: string | null
  text: string
  created_at: Date
}

/** The dev outbox's queries; each takes the open database handle first. */
export const smsRepository = {
  async insert(db: Db, message: SmsMessage): Promise<void> {
    await db.query(
      'insert into sms_outbox (mobile, code, text) values ($1, $2, $3)',
      [message.mobile, message.code ?? null, message.text],
    )
  },
  listForMobile: (db: Db, mobile: string) =>
    db.query<OutboxRow>(
      'select mobile, code, text, created_at from sms_outbox where mobile = $1 order by id',
      [mobile],
    ),
}
