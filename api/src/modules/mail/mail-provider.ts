import nodemailer from 'nodemailer'
import type { Db } from '../../db/client'
import { mailRepository } from './mail.repository'
import type { MailProvider } from './mail.types'

/** Keeps emails in the mail_outbox table instead of sending them (MAIL_URL=dev). */
function createDevMailProvider(db: Db): MailProvider {
  return { send: (message) => mailRepository.insert(db, message) }
}

/** Sends through the SMTP server MAIL_URL names (smtp:// or smtps://, user and password in it). */
function createSmtpProvider(url: string, from: string): MailProvider {
  const transport = nodemailer.createTransport({
    url,
    // A server that hangs delays the email to the next try; it never holds the worker.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
    },
  }
}

/** The provider MAIL_URL names: the dev outbox, or SMTP. */
export function createMailProvider(
  config: { url: string; from: string },
  db: Db,
): MailProvider {
  return config.url === 'dev'
    ? createDevMailProvider(db)
    : createSmtpProvider(config.url, config.from)
}
