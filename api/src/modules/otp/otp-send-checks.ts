import type { Db } from '../../db/client'
import {
  ChallengeRequiredError,
  codeRateLimited,
  smsDailyCapReached,
} from './otp.errors'
import { otpRepository as repository } from './otp.repository'
import type { Challenges } from './otp-challenge'
import {
  ago,
  DAY_MS,
  isBlockTripped,
  numberBlock,
  type OtpLimits,
  waitSeconds,
} from './otp-limits'

type SendChecksOptions = {
  limits: OtpLimits
  /** Most code texts in any 24 hours, all numbers together (SMS_DAILY_CAP). */
  dailyCap: number
  challenges: Challenges
}

/** What a send asks for: the number, where from, and a solved challenge if it has one. */
type Send = { mobile: string; clientIp: string; challenge: string | null }

/**
 * The limits on sends that are not the number's own, checked inside the send's transaction:
 * the daily cap for everyone, the client address, and the number block's circuit breaker.
 */
export function createSendChecks(options: SendChecksOptions) {
  const { limits, dailyCap, challenges } = options

  /** Throws until the shop may text anyone again under the global daily cap. */
  async function checkDailyCap(q: Db, now: Date) {
    const blocking = await repository.nthNewestSend(
      q,
      ago(now, DAY_MS),
      dailyCap,
    )
    if (!blocking) return
    const wait = Math.ceil((blocking.getTime() + DAY_MS - now.getTime()) / 1000)
    if (wait > 0) throw smsDailyCapReached(wait)
  }

  /**
   * Only codes never entered count against an address, so a hall of residence behind one
   * address logs in all evening. Past the free budget a challenge is needed; at the ceiling,
   * the address waits until its oldest unentered code is an hour old.
   */
  async function addressNeedsChallenge(q: Db, send: Send, now: Date) {
    const ceiling = limits.maxUnverifiedPerAddress
    const unverified = await repository.unverifiedSendTimes(
      q,
      send.clientIp,
      ago(now, ceiling.windowMs),
      ceiling.max,
    )
    const wait = waitSeconds(ceiling, unverified, now)
    if (wait > 0) throw codeRateLimited(wait)
    return waitSeconds(limits.freeUnverifiedPerAddress, unverified, now) > 0
  }

  /** SMS pumping walks through a number block, its codes never entered: then the block trips. */
  async function blockNeedsChallenge(q: Db, send: Send, now: Date) {
    const trip = limits.blockTrip
    const codes = await repository.blockSends(
      q,
      numberBlock(send.mobile),
      ago(now, trip.windowMs),
    )
    return isBlockTripped(trip, codes)
  }

  /** Each code past a limit needs a solved challenge of its own. */
  async function requireChallenge(q: Db, send: Send) {
    const solved = send.challenge
      ? await challenges.check(send.challenge)
      : null
    // Forged, expired or already used: the same answer as none, and a new challenge.
    if (
      !solved ||
      !(await repository.spendChallenge(q, solved.id, solved.expiresAt))
    )
      throw new ChallengeRequiredError()
  }

  return {
    checkDailyCap,
    /** Last: a challenge is asked for only when nothing else stands in the way. */
    async checkChallenge(q: Db, send: Send, now: Date) {
      const needsChallenge =
        (await addressNeedsChallenge(q, send, now)) ||
        (await blockNeedsChallenge(q, send, now))
      if (needsChallenge) await requireChallenge(q, send)
    },
  }
}
