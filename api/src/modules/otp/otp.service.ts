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

/** A code entered for a number, from a client address, for the purposes the route serves. */
export type Guess = {
  mobile: string
  code: string
  purposes: readonly OtpPurpose[]
  clientIp: string
}

type Refusal =
  | { kind: 'expired' | 'locked' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'too-many'; waitSeconds: number }

type VerifyOutcome = { kind: 'ok'; stored: StoredOtp } | Refusal

export function createOtpService(db: Db, options: OtpServiceOptions) {
  const { secret, limits, now: clock } = options
  const { sendsPerMobile, wrongPerAddress } = limits
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
     * Uses up the number's live code if `code` is it; otherwise counts the wrong guess against
     * the code and the client address, and throws. A code asked for another purpose (a
     * customer's login code at the kitchen) is no code here. Nothing is counted against the
     * number itself: other people's wrong guesses never keep its owner from signing in.
     */
    async verifyCode(guess: Guess): Promise<VerifiedOtp> {
      const { mobile, code, purposes, clientIp } = guess
      // Refused on plain reads, without a lock, so the thousands of guesses of a brute force
      // cost little and hold up no one. A stale read can only miss a refusal the transaction
      // then finds, or refuse a guess that a code sent or entered right that moment allows.
      const early = await refusalBeforeLock(db, guess, clock())
      if (early) return refuse(early)
      // Wrong guesses must be counted, so the transaction returns the outcome and commits;
      // only then is the refusal thrown. Address before number, in every transaction.
      const outcome = await db.transaction(
        async (q): Promise<VerifyOutcome> => {
          await repository.lockAddress(q, clientIp)
          await repository.lockMobile(q, mobile)
          const now = clock()
          const failures = await addressFailures(q, clientIp, now)
          const wait = waitSeconds(wrongPerAddress, failures, now)
          if (wait > 0) return { kind: 'too-many', waitSeconds: wait }
          const stored = await repository.latestCode(q, mobile)
          const dead = deadCode(stored, purposes, now)
          if (dead || !stored) return { kind: dead ?? 'expired' }
          if (otpMatches(secret, mobile, code, stored.code_hash)) {
            await repository.markUsed(q, stored.id, now)
            return { kind: 'ok', stored }
          }
          const attempts = await repository.recordWrongAttempt(q, {
            codeId: stored.id,
            mobile,
            clientIp,
            at: now,
          })
          const addressWait = waitSeconds(
            wrongPerAddress,
            [now, ...failures],
            now,
          )
          if (addressWait > 0)
            return { kind: 'too-many', waitSeconds: addressWait }
          if (attempts >= limits.wrongPerCode) return { kind: 'locked' }
          return {
            kind: 'wrong',
            attemptsLeft: limits.wrongPerCode - attempts,
          }
        },
      )
      if (outcome.kind === 'ok') return toVerified(mobile, outcome.stored)
      return refuse(outcome)
    },
  }

  /** The address's counted wrong guesses in the window, newest first (as many as decide). */
  function addressFailures(q: Db, clientIp: string, now: Date) {
    return repository.addressFailureTimes(
      q,
      clientIp,
      ago(now, wrongPerAddress.windowMs),
      wrongPerAddress.max,
    )
  }

  /** Why the code is no use to a guess, or null if it is live and may be compared. */
  function deadCode(
    stored: StoredOtp | null,
    purposes: readonly OtpPurpose[],
    now: Date,
  ): 'expired' | 'locked' | null {
    if (
      !stored ||
      stored.used_at ||
      stored.expires_at <= now ||
      !purposes.includes(stored.purpose)
    )
      return 'expired'
    if (stored.wrong_attempts >= limits.wrongPerCode) return 'locked'
    return null
  }

  /** A refusal that plain reads can already tell: the address out of guesses, or no live code. */
  async function refusalBeforeLock(
    q: Db,
    guess: Guess,
    now: Date,
  ): Promise<Refusal | null> {
    const failures = await addressFailures(q, guess.clientIp, now)
    const wait = waitSeconds(wrongPerAddress, failures, now)
    if (wait > 0) return { kind: 'too-many', waitSeconds: wait }
    const stored = await repository.latestCode(q, guess.mobile)
    const dead = deadCode(stored, guess.purposes, now)
    return dead ? { kind: dead } : null
  }
}

function refuse(refusal: Refusal): never {
  switch (refusal.kind) {
    case 'expired':
      throw new OtpExpiredError()
    case 'locked':
      throw new OtpLockedError()
    case 'wrong':
      throw new OtpInvalidError(refusal.attemptsLeft)
    case 'too-many':
      throw tooManyWrongCodes(refusal.waitSeconds)
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
