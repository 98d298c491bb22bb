import type { Db } from '../../db/client'
import { isSmsCapableMobile } from './mobile-type'
import {
  codeRateLimited,
  OtpExpiredError,
  OtpInvalidError,
  OtpLockedError,
  tooManyWrongCodes,
} from './otp.errors'
import { otpRepository as repository } from './otp.repository'
import type {
  OtpPurpose,
  PendingSignup,
  StoredOtp,
  VerifiedOtp,
} from './otp.types'
import type { Challenges } from './otp-challenge'
import { generateOtp, hashOtp, otpMatches } from './otp-code'
import {
  ago,
  DAY_MS,
  longestWindow,
  mostEvents,
  OTP_TTL_MS,
  type OtpLimits,
  waitForAll,
  waitSeconds,
} from './otp-limits'
import { createSendChecks } from './otp-send-checks'

export type OtpServiceOptions = {
  /** Key of the HMAC codes are stored as (OTP_SECRET). */
  secret: string
  /** Most code texts in any 24 hours, all numbers together (SMS_DAILY_CAP). */
  dailyCap: number
  limits: OtpLimits
  challenges: Challenges
  /** Whether the fictional 07700 9xxxxx numbers may have codes (the dev outbox only). */
  textsFictionalNumbers: boolean
  now: () => Date
}

export type CodeRequest = {
  mobile: string
  purpose: OtpPurpose
  pending: PendingSignup | null
  clientIp: string
  /** A solved challenge (the altcha widget's base64 payload), when the customer was asked. */
  challenge: string | null
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

export function createOtpService(db: Db, options: OtpServiceOptions) {
  const { secret, limits, now: clock } = options
  const { sendsPerMobile, wrongPerMobile } = limits
  const checks = createSendChecks(options)

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
      const { mobile } = request
      return db.transaction(async (q) => {
        await repository.lockMobile(q, mobile)
        await repository.lockAllSends(q)
        const now = clock()
        const wrongWait = waitSeconds(
          wrongPerMobile,
          await repository.failureTimes(
            q,
            mobile,
            ago(now, DAY_MS),
            wrongPerMobile.max,
          ),
          now,
        )
        if (wrongWait > 0) throw tooManyWrongCodes(wrongWait)
        const mobileSends = await repository.mobileSendTimes(
          q,
          mobile,
          ago(now, longestWindow(sendsPerMobile)),
          mostEvents(sendsPerMobile),
        )
        const mobileWait = waitForAll(sendsPerMobile, mobileSends, now)
        if (mobileWait > 0) throw codeRateLimited(mobileWait)
        await checks.checkDailyCap(q, now)
        // A staff code goes only to a number on the staff list, so it cannot be pumped; and the
        // kitchen's tablet shares the shop's address with customers who may not enter theirs.
        // It has no robot check to show either: the limits per number still hold.
        if (request.purpose !== 'staff')
          await checks.checkChallenge(q, request, now)
        const code = generateOtp()
        const sendId = await repository.insertSend(
          q,
          mobile,
          request.clientIp,
          now,
        )
        await repository.insertCode(q, {
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
            sendsPerMobile,
            [now, ...mobileSends],
            now,
          ),
          expiresInSeconds: OTP_TTL_MS / 1000,
        }
      })
    },

    /** A new proof-of-work challenge for the altcha widget. */
    issueChallenge: () => options.challenges.issue(),

    /** Un-counts a send the provider refused; its code goes with it. */
    release: (issued: IssuedCode) => repository.deleteSend(db, issued.sendId),

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
        wrongPerMobile,
        await repository.failureTimes(
          db,
          mobile,
          ago(at, DAY_MS),
          wrongPerMobile.max,
        ),
        at,
      )
      if (early > 0) throw tooManyWrongCodes(early)
      // Wrong guesses must be counted, so the transaction returns the outcome and commits;
      // only then is the refusal thrown.
      const outcome = await db.transaction(
        async (q): Promise<VerifyOutcome> => {
          await repository.lockMobile(q, mobile)
          const now = clock()
          const failures = await repository.failureTimes(
            q,
            mobile,
            ago(now, DAY_MS),
            wrongPerMobile.max,
          )
          const lockout = waitSeconds(wrongPerMobile, failures, now)
          if (lockout > 0) return { kind: 'too-many', waitSeconds: lockout }
          const stored = await repository.latestCode(q, mobile)
          if (
            !stored ||
            stored.used_at ||
            stored.expires_at <= now ||
            !purposes.includes(stored.purpose)
          )
            return { kind: 'expired' }
          if (stored.wrong_attempts >= limits.wrongPerCode)
            return { kind: 'locked' }
          if (otpMatches(secret, mobile, code, stored.code_hash)) {
            await repository.markUsed(q, stored.id, now)
            return { kind: 'ok', stored }
          }
          const attempts = await repository.recordWrongAttempt(
            q,
            stored.id,
            mobile,
            now,
          )
          const dayWait = waitSeconds(wrongPerMobile, [now, ...failures], now)
          if (dayWait > 0) return { kind: 'too-many', waitSeconds: dayWait }
          if (attempts >= limits.wrongPerCode) return { kind: 'locked' }
          return {
            kind: 'wrong',
            attemptsLeft: limits.wrongPerCode - attempts,
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
