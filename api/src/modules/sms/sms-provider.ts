import type { Env } from '../../config/env'
import type { Db } from '../../db/client'
import { createDevOutboxProvider } from './dev-outbox-provider'
import { type SmsProvider, SmsSendError } from './sms.types'
import { createTwilioProvider } from './twilio-provider'

/** The provider SMS_PROVIDER names (loadEnv has already checked its settings). */
export function createSmsProvider(env: Env, db: Db): SmsProvider {
  if (env.SMS_PROVIDER === 'dev') return createDevOutboxProvider(db)
  if (
    env.SMS_PROVIDER === 'twilio' &&
    env.TWILIO_ACCOUNT_SID &&
    env.TWILIO_AUTH_TOKEN &&
    env.TWILIO_FROM
  ) {
    return createTwilioProvider({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
      apiBase: env.TWILIO_API_BASE,
    })
  }
  // Only reachable with a hand-built Env: every send fails instead of pretending.
  return {
    send: async () => {
      throw new SmsSendError('no SMS provider is configured')
    },
  }
}
