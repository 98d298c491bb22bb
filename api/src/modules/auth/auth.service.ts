import type { CodeRequest, OtpService } from '../otp/otp.service'
import type { PendingSignup } from '../otp/otp.types'
import { OTP_TTL_MS } from '../otp/otp-limits'
import type { SessionService } from '../session/session.service'
import type { SmsService } from '../sms/sms.service'
import { SmsSendError } from '../sms/sms.types'
import type { UserService } from '../user/user.service'
import {
  MobileNotSmsCapableError,
  MobileTakenError,
  NotRegisteredError,
  SmsFailedError,
} from './auth.errors'

/** The restaurant's name in the texts the API sends. */
export const BRAND = 'Anatolia Grill'

/** The text message; the code comes first so phones can offer to fill it in. */
function otpText(code: string): string {
  return `Your ${BRAND} code is ${code}. It expires in ${OTP_TTL_MS / 60_000} minutes.`
}

export type AuthDeps = {
  users: UserService
  otp: OtpService
  sms: SmsService
  sessions: SessionService
}

/** Issues a code under every send limit and texts it; one way for customers and staff. */
export function createCodeSender(otp: OtpService, sms: SmsService) {
  return async function sendCode(request: CodeRequest) {
    const issued = await otp.issueCode(request)
    const { mobile } = request
    try {
      await sms.send({ mobile, code: issued.code, text: otpText(issued.code) })
    } catch (error) {
      // A text that never left does not count against the customer's limits.
      await otp.release(issued)
      if (error instanceof SmsSendError) throw new SmsFailedError(error)
      throw error
    }
    const { resendAfterSeconds, expiresInSeconds } = issued
    return { mobile, resendAfterSeconds, expiresInSeconds }
  }
}

export function createAuthService({ users, otp, sms, sessions }: AuthDeps) {
  const sendCode = createCodeSender(otp, sms)

  return {
    /** Texts a code; the account is created only when the code is verified. */
    async signup(
      input: PendingSignup & { mobile: string },
      clientIp: string,
      challenge: string | null,
    ) {
      const { name, email, mobile } = input
      if (!otp.canText(mobile)) throw new MobileNotSmsCapableError()
      if (await users.findByMobile(mobile)) throw new MobileTakenError()
      const pending = { name, email }
      return sendCode({
        mobile,
        purpose: 'signup',
        pending,
        clientIp,
        challenge,
      })
    },

    async login(mobile: string, clientIp: string, challenge: string | null) {
      if (!otp.canText(mobile)) throw new MobileNotSmsCapableError()
      if (!(await users.findByMobile(mobile))) throw new NotRegisteredError()
      return sendCode({
        mobile,
        purpose: 'login',
        pending: null,
        clientIp,
        challenge,
      })
    },

    /** A proof-of-work challenge, for when a send answered CHALLENGE_REQUIRED. */
    challenge: () => otp.issueChallenge(),

    /** Trades a correct code for a new bearer token (and creates a signed-up account). */
    async verify(mobile: string, code: string, clientIp: string) {
      const verified = await otp.verifyCode({
        mobile,
        code,
        purposes: ['signup', 'login'],
        clientIp,
      })
      const user = verified.pending
        ? await users.createUser({ ...verified.pending, mobile })
        : await users.findByMobile(mobile)
      if (!user) throw new NotRegisteredError()
      const token = await sessions.createSession(user.id)
      return { token, user: users.getProfile(user) }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
