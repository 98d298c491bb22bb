import { RetryLaterError } from '../../errors'
import { isSmsCapableMobile } from './mobile-type'
import {
  OtpExpiredError,
  OtpInvalidError,
  OtpLockedError,
  tooManyWrongCodes,
} from './otp.errors'
import type { OtpRepository } from './otp.repository'
import type {
  OtpPurpose,
  PendingSignup,
  StoredOtp,
  VerifiedOtp,
} from './otp.types'
import { generateOtp, hashOtp, otpMatches } from './otp-code'
import {
  DAY_MS,
  describeWait,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_TTL_MS,
  SENDS_PER_IP,
  SENDS_PER_MOBILE,
  WRONG_ATTEMPTS_PER_DAY,
  waitForAll,
  waitSeconds,
} from './otp-limits'

export type OtpServiceOptions = {
  /** Key of the HMAC codes are stored as (OTP_SECRET). */
  secret: string
  /** Most code texts in any 24 hours, all numbers together (SMS_DAILY_CAP). */
  dailyCap: number
  /** Whether the fictional 07700 9xxxxx numbers may have codes (the dev outbox only). */
  textsFictionalNumbers: boolean
  now: () => Date
}

export type CodeRequest = {
  mobile: string
  purpose: OtpPurpose
  pending: PendingSignup | null
  clientIp: string
}

/** A code that may now be texted; `release` un-counts it if the text could not be sent. */
export type IssuedCode = {
  code: string
  sendId: string
  resendAfterSeconds: number
  expiresInSeconds: number
}

type VerifyOutcome =
  | { kind: 'ok'; stored: StoredOtp }
  | { kind: 'expired' | 'locked' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'too-many'; waitSeconds: number }

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms)

export function createOtpService(
  repository: OtpRepository,
  options: OtpServiceOptions,
) {
  const { secret, dailyCap, now: clock } = options

  /** Seconds until the shop may text anyone again under the global daily cap. */
  async function dailyCapWait(
    nthNewest: (since: Date, nth: number) => Promise<Date | null>,
    now: Date,
  ) {
    const blocking = await nthNewest(ago(now, DAY_MS), dailyCap)
    if (!blocking) return 0
    return Math.ceil((blocking.getTime() + DAY_MS - now.getTime()) / 1000)
  }

  return {
    /** Whether a code can be texted to the number at all (a UK mobile; see mobile-type.ts). */
    canText: (mobile: string) =>
      isSmsCapableMobile(mobile, {
        fictionalToo: options.textsFictionalNumbers,
      }),

    /**
     * Checks every send limit and records the send with a new code, in one transaction
     * under the number's lock. Throws a RetryLaterError saying when to try again.
     */
    issueCode(request: CodeRequest): Promise<IssuedCode> {
      const { mobile, clientIp } = request
      return repository.transaction(async (q) => {
        await q.lockMobile(mobile)
        await q.lockAllSends()
        const now = clock()
        const wrongWait = waitSeconds(
          WRONG_ATTEMPTS_PER_DAY,
          await q.failureTimes(mobile, ago(now, DAY_MS), 20),
          now,
        )
        if (wrongWait > 0) throw tooManyWrongCodes(wrongWait)
        const mobileSends = await q.sendTimes(
          'mobile',
          mobile,
          ago(now, DAY_MS),
          10,
        )
        const ipSends = await q.sendTimes(
          'client_ip',
          clientIp,
          ago(now, SENDS_PER_IP.windowMs),
          SENDS_PER_IP.max,
        )
        const wait = Math.max(
          waitForAll(SENDS_PER_MOBILE, mobileSends, now),
          waitSeconds(SENDS_PER_IP, ipSends, now),
        )
        if (wait > 0) {
          throw new RetryLaterError(
            429,
            'OTP_RATE_LIMITED',
            `Please wait ${describeWait(wait)} before requesting another code.`,
            wait,
          )
        }
        const capWait = await dailyCapWait(q.nthNewestSend, now)
        if (capWait > 0) {
          throw new RetryLaterError(
            503,
            'SMS_DAILY_CAP',
            `We cannot send codes right now. Please try again in ${describeWait(capWait)}.`,
            capWait,
          )
        }
        const code = generateOtp()
        const sendId = await q.insertSend(mobile, clientIp, now)
        await q.insertCode({
          sendId,
          mobile,
          purpose: request.purpose,
          codeHash: hashOtp(secret, mobile, code),
          pending: request.pending,
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        })
        return {
          code,
          sendId,
          resendAfterSeconds: waitForAll(
            SENDS_PER_MOBILE,
            [now, ...mobileSends],
            now,
          ),
          expiresInSeconds: OTP_TTL_MS / 1000,
        }
      })
    },

    /** Un-counts a send the provider refused; its code goes with it. */
    release: (issued: IssuedCode) => repository.deleteSend(issued.sendId),

    /**
     * Uses up the number's live code if `code` is it; otherwise counts the wrong guess and throws.
     * A code asked for another purpose (a customer's login code at the kitchen) is no code here.
     */
    async verifyCode(
      mobile: string,
      code: string,
      purposes: readonly OtpPurpose[],
    ): Promise<VerifiedOtp> {
      // A number out of tries for the day is refused on one read, without its lock, so the
      // thousands of guesses of a brute force cost little and hold up no one. The limit only
      // lifts with time, so a stale read can only miss a lockout the transaction then finds.
      const at = clock()
      const early = waitSeconds(
        WRONG_ATTEMPTS_PER_DAY,
        await repository.failureTimes(
          mobile,
          ago(at, DAY_MS),
          WRONG_ATTEMPTS_PER_DAY.max,
        ),
        at,
      )
      if (early > 0) throw tooManyWrongCodes(early)
      // Wrong guesses must be counted, so the transaction returns the outcome and commits;
      // only then is the refusal thrown.
      const outcome = await repository.transaction(
        async (q): Promise<VerifyOutcome> => {
          await q.lockMobile(mobile)
          const now = clock()
          const failures = await q.failureTimes(mobile, ago(now, DAY_MS), 20)
          const lockout = waitSeconds(WRONG_ATTEMPTS_PER_DAY, failures, now)
          if (lockout > 0) return { kind: 'too-many', waitSeconds: lockout }
          const stored = await q.latestCode(mobile)
          if (
            !stored ||
            stored.used_at ||
            stored.expires_at <= now ||
            !purposes.includes(stored.purpose)
          )
            return { kind: 'expired' }
          if (stored.wrong_attempts >= OTP_MAX_WRONG_ATTEMPTS)
            return { kind: 'locked' }
          if (otpMatches(secret, mobile, code, stored.code_hash)) {
            await q.markUsed(stored.id, now)
            return { kind: 'ok', stored }
          }
          const attempts = await q.recordWrongAttempt(stored.id, mobile, now)
          const dayWait = waitSeconds(
            WRONG_ATTEMPTS_PER_DAY,
            [now, ...failures],
            now,
          )
          if (dayWait > 0) return { kind: 'too-many', waitSeconds: dayWait }
          if (attempts >= OTP_MAX_WRONG_ATTEMPTS) return { kind: 'locked' }
          return {
            kind: 'wrong',
            attemptsLeft: OTP_MAX_WRONG_ATTEMPTS - attempts,
          }
        },
      )
      switch (outcome.kind) {
        case 'ok':
          return toVerified(mobile, outcome.stored)
        case 'expired':
          throw new OtpExpiredError()
        case 'locked':
          throw new OtpLockedError()
        case 'wrong':
          throw new OtpInvalidError(outcome.attemptsLeft)
        case 'too-many':
          throw tooManyWrongCodes(outcome.waitSeconds)
      }
    },
  }
}

function toVerified(mobile: string, stored: StoredOtp): VerifiedOtp {
  const pending =
    stored.purpose === 'signup' && stored.pending_name && stored.pending_email
      ? { name: stored.pending_name, email: stored.pending_email }
      : null
  return { mobile, purpose: stored.purpose, pending }
}

export type OtpService = ReturnType<typeof createOtpService>
