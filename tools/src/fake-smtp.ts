import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type { ParsedMail }

export type FakeSmtp = {
  /** The setting to give the API as MAIL_URL. */
  url: string
  /** Every mail received, parsed as a mail app reads it, oldest first. */
  mails(): ParsedMail[]
  /** The mails addressed to one address. */
  mailsTo(address: string): ParsedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server on localhost (smtp-server) that keeps what it receives, parsed with a
 * MIME parser (mailparser): for tests of what the API emails, with no mail leaving the machine.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: () => [...received],
    mailsTo: (address) =>
      received.filter((mail) =>
        mail.to && !Array.isArray(mail.to) ? mail.to.text === address : false,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
