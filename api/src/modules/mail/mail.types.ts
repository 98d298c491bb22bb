/** One email, with the plain-text and HTML parts every mail app can show one of. */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends emails: the dev outbox, or an SMTP server. */
export type MailProvider = { send(message: MailMessage): Promise<void> }
