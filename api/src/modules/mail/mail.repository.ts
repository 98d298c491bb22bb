import type { Db } from '../../db/client'
import type { MailMessage } from './mail.types'

/** One row of `mail_outbox`, as stored. */
export type MailOutboxRow = {
  recipient: string
  subject: string
  text: string
  html: string
  created_at: Date
}

/** The dev mail outbox's queries; each takes the open database handle first. */
export const mailRepository = {
  async insert(db: Db, message: MailMessage): Promise<void> {
    await db.query(
      'insert into mail_outbox (recipient, subject, text, html) values ($1, $2, $3, $4)',
      [message.to, message.subject, message.text, message.html],
    )
  },
  listForRecipient: (db: Db, recipient: string) =>
    db.query<MailOutboxRow>(
      `select recipient, subject, text, html, created_at from mail_outbox
        where recipient = $1 order by id`,
      [recipient],
    ),
}
