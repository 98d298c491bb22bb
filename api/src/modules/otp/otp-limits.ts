const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** At most `max` events in any `windowMs`. */
export type Limit = { max: number; windowMs: number }

export const OTP_TTL_MS = 5 * MINUTE
export const OTP_MAX_WRONG_ATTEMPTS = 5
export const WRONG_ATTEMPTS_PER_DAY: Limit = { max: 20, windowMs: DAY }

/** Code texts to one number: one per 30 s, 3 per 15 minutes, 10 per 24 hours. */
export const SENDS_PER_MOBILE: readonly Limit[] = [
  { max: 1, windowMs: 30 * SECOND },
  { max: 3, windowMs: 15 * MINUTE },
  { max: 10, windowMs: DAY },
]
export const SENDS_PER_IP: Limit = { max: 10, windowMs: HOUR }
export const DAY_MS = DAY

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
