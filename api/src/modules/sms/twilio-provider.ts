import type { SmsMessage, SmsProvider } from './sms.types'
import { SmsSendError } from './sms.types'

export type TwilioConfig = {
  accountSid: string
  authToken: string
  /** A +44 number, an alphanumeric sender id, or a Messaging Service SID (MG…). */
  from: string
  /** https://api.twilio.com, or a stand-in server in tests. */
  apiBase: string
  timeoutMs?: number
}

/** UK mobiles travel as 10 digits (7911123456); Twilio wants E.164 (+447911123456). */
function toE164(mobile: string): string {
  return `+44${mobile.replace(/^0/, '')}`
}

/** Sends through Twilio's Messages API (POST …/Accounts/{sid}/Messages.json, form-encoded). */
export function createTwilioProvider(config: TwilioConfig): SmsProvider {
  const url = `${config.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`
  const senderField = /^MG[0-9a-f]{32}$/i.test(config.from)
    ? 'MessagingServiceSid'
    : 'From'
  return {
    async send(message: SmsMessage) {
      const body = new URLSearchParams([
        ['To', toE164(message.mobile)],
        [senderField, config.from],
        ['Body', message.text],
      ])
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body,
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        })
      } catch (error) {
        throw new SmsSendError('Twilio could not be reached', error)
      }
      if (!response.ok) {
        // Twilio's error body names the problem (e.g. code 21211, invalid number); it goes to the log.
        const detail = (await response.text().catch(() => '')).slice(0, 500)
        throw new SmsSendError(`Twilio answered ${response.status}: ${detail}`)
      }
    },
  }
}
