const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** At most `max` events in any `windowMs`. */
export type Limit = { max: number; windowMs: number }

export const OTP_TTL_MS = 5 * MINUTE
export const DAY_MS = DAY

/** Every limit on codes; the values are settings (config/env.ts, README), these the defaults. */
export type OtpLimits = {
  /** Code texts to one number: one per 30 s, 3 per 15 minutes, 10 per 24 hours. */
  sendsPerMobile: readonly Limit[]
  /** Wrong guesses that kill one code, from whatever addresses they came. */
  wrongPerCode: number
  /**
   * Wrong guesses from one client address, whichever numbers they were for; past it, the
   * address's guesses are refused until the oldest ages out. A guess at a code that was then
   * entered right is forgiven (a typo), so people sharing an address are not held up.
   */
  wrongPerAddress: Limit
  /**
   * Codes from one client address that were never verified: that many in an hour are free,
   * then each more needs a solved challenge, up to the ceiling. Many honest customers share an
   * address (a hall of residence, a mobile network's NAT), but they enter their codes.
   */
  freeUnverifiedPerAddress: Limit
  maxUnverifiedPerAddress: Limit
  /**
   * The circuit breaker of a number block (a mobile without its last 4 digits): when at least
   * `sent` codes went to the block in the window and more than `unverifiedPercent` of them were
   * never entered, every code to the block needs a solved challenge, from any address.
   */
  blockTrip: { sent: number; unverifiedPercent: number; windowMs: number }
}

/** The limits' values in settings: a number each (seconds, counts). */
export type OtpLimitSettings = {
  mobileGapSeconds: number
  mobilePer15Minutes: number
  mobilePerDay: number
  wrongPerCode: number
  addressWrongPerHour: number
  addressFreeUnverified: number
  addressMaxUnverified: number
  blockTripSent: number
  blockTripUnverifiedPercent: number
}

export function otpLimitsFrom(settings: OtpLimitSettings): OtpLimits {
  return {
    sendsPerMobile: [
      { max: 1, windowMs: settings.mobileGapSeconds * SECOND },
      { max: settings.mobilePer15Minutes, windowMs: 15 * MINUTE },
      { max: settings.mobilePerDay, windowMs: DAY },
    ],
    wrongPerCode: settings.wrongPerCode,
    wrongPerAddress: { max: settings.addressWrongPerHour, windowMs: HOUR },
    freeUnverifiedPerAddress: {
      max: settings.addressFreeUnverified,
      windowMs: HOUR,
    },
    maxUnverifiedPerAddress: {
      max: settings.addressMaxUnverified,
      windowMs: HOUR,
    },
    blockTrip: {
      sent: settings.blockTripSent,
      unverifiedPercent: settings.blockTripUnverifiedPercent,
      windowMs: HOUR,
    },
  }
}

/** The moment `ms` before `now`: where a window starts. */
export const ago = (now: Date, ms: number) => new Date(now.getTime() - ms)

/** A number's block: the 10-digit mobile without its last 4 digits. */
export const numberBlock = (mobile: string) => mobile.slice(0, 6)

/** Whether a block's codes in the window trip its circuit breaker. */
export function isBlockTripped(
  trip: OtpLimits['blockTrip'],
  codes: { sent: number; unverified: number },
): boolean {
  return (
    codes.sent >= trip.sent &&
    codes.unverified * 100 > codes.sent * trip.unverifiedPercent
  )
}

/** The longest window of a set of limits: how far back their events must be read. */
export const longestWindow = (limits: readonly Limit[]) =>
  Math.max(...limits.map((l) => l.windowMs))

/** The most events a set of limits needs to see to decide. */
export const mostEvents = (limits: readonly Limit[]) =>
  Math.max(...limits.map((l) => l.max))

/**
 * Seconds until one more event fits under the limit, or 0 when it fits now.
 * `newestFirst` holds the times of past events, newest first (at least the last `max`).
 */
export function waitSeconds(
  limit: Limit,
  newestFirst: readonly Date[],
  now: Date,
): number {
  const blocking = newestFirst[limit.max - 1]
  if (!blocking) return 0
  const freeAt = blocking.getTime() + limit.windowMs
  return Math.max(0, Math.ceil((freeAt - now.getTime()) / SECOND))
}

/** The longest wait among several limits on the same events. */
export function waitForAll(
  limits: readonly Limit[],
  newestFirst: readonly Date[],
  now: Date,
): number {
  return Math.max(0, ...limits.map((l) => waitSeconds(l, newestFirst, now)))
}

const plural = (count: number, unit: string) =>
  `${count} ${unit}${count === 1 ? '' : 's'}`

/** '25 seconds', '15 minutes', '3 hours': rounded up, so the user is never told too early. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, seconds), 'second')
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute')
  return plural(Math.ceil(seconds / 3600), 'hour')
}
