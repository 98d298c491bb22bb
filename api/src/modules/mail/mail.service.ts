import type { MailOutboxEntry } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { type MailOutboxRow, mailRepository } from './mail.repository'

/** The dev mail outbox, read by tests and the e2e suites. */
export function createMailOutboxService(db: Db) {
  return {
    /** Emails to one address, newest last. */
    async list(recipient: string): Promise<MailOutboxEntry[]> {
      const rows = await mailRepository.listForRecipient(db, recipient)
      return rows.map(toEntry)
    },
  }
}

function toEntry(row: MailOutboxRow): MailOutboxEntry {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export type MailOutboxService = ReturnType<typeof createMailOutboxService>
