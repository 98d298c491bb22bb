import { random } from '@food/tools/random'
import type { FastifyInstance } from 'fastify'
import { expect, it } from 'vitest'
import type { Db } from '../../src/db/client'
import {
  DAY_MS,
  type Limit,
  type OtpLimits,
} from '../../src/modules/otp/otp-limits'
import { type createClock, DAY, HOUR, newMobile, randomMobile } from './otp'

// OTP abuse at volume: an attacker pumping texts to one number from many addresses, or to many
// numbers from one address, and everyone together against the daily cap; then a brute force of
// all 10,000 codes against one number. The limits are the API's own, from its settings (README:
// 1 per 30 s, 3 per 15 min and 10 per 24 h per number; 10 never-verified codes per hour per
// client address before a challenge; 5 wrong tries per code, and 10 wrong codes per hour per
// client address; SMS_DAILY_CAP for everyone). Requests arrive at random
// moments of the app's clock; what reached the outbox must be exactly what a reference model of
// the limits lets through, and no rolling window may hold more than its limit.
// otp-abuse.test.ts runs them on one instance; otp-abuse.postgres.test.ts on two instances
// sharing one PostgreSQL (the PostgreSQL pass of `pnpm test`), requests alternating.

export const DAILY_CAP = 40
/** Thousands of requests each: generous, for a machine busy with other work. */
export const LONG = 240_000

/** A run can be replayed with OTP_ABUSE_SEED. */
export const SEED = Number(process.env.OTP_ABUSE_SEED ?? Date.now() % 2 ** 31)

type Clock = ReturnType<typeof createClock>

/** Where requests go: one app, or several instances taking turns, `batch` at a time. */
export type Cluster = {
  apps: FastifyInstance[]
  clock: Clock
  db: () => Db
  batch: number
  label: string
  /** The limits the apps were started with (otpLimits of their env). */
  limits: OtpLimits
}

type Attempt = { at: number; mobile: string; ip: string }

/**
 * How many sends the limits let through, deciding each attempt in order. No code is verified,
 * so every send counts against its address, and past the free budget no challenge is solved.
 */
function modelSends(
  attempts: Attempt[],
  cap: number,
  limits: OtpLimits,
): number {
  const perAddress = limits.freeUnverifiedPerAddress
  const accepted: Attempt[] = []
  const within = (a: Attempt, at: number, limit: Limit) =>
    a.at > at - limit.windowMs
  for (const attempt of attempts) {
    const byMobile = accepted.filter((a) => a.mobile === attempt.mobile)
    const byIp = accepted.filter((a) => a.ip === attempt.ip)
    const blocked =
      limits.sendsPerMobile.some(
        (limit) =>
          byMobile.filter((a) => within(a, attempt.at, limit)).length >=
          limit.max,
      ) ||
      byIp.filter((a) => within(a, attempt.at, perAddress)).length >=
        perAddress.max ||
      accepted.filter((a) => within(a, attempt.at, { max: cap, windowMs: DAY }))
        .length >= cap
    if (!blocked) accepted.push(attempt)
  }
  return accepted.length
}

/** The most events any rolling window of the limit's length holds. */
function busiestWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b)
  let most = 0
  let start = 0
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[start] ?? 0) <= (sorted[end] ?? 0) - windowMs) start += 1
    most = Math.max(most, end - start + 1)
  }
  return most
}

let counter = 0
/** A client address of its own for each call. */
export const freshIp = () => {
  counter += 1
  return `198.18.${Math.floor(counter / 250)}.${(counter % 250) + 1}`
}

/**
 * Sends `count` code requests at random moments over `spanMs`, `cluster.batch` at the same
 * moment, each to `target(i)`; returns what the model allows and what was really sent.
 */
async function pump(
  cluster: Cluster,
  count: number,
  spanMs: number,
  target: (i: number) => { mobile: string; ip: string; path: string },
  cap: number,
) {
  const rand = random(SEED + count)
  const attempts: Attempt[] = []
  const startedAt = cluster.clock.now()
  // The outbox stamps rows with the database's clock: this run's rows are the ones after it.
  const [mark] = await cluster
    .db()
    .query<{ id: number }>(
      'select coalesce(max(id), 0)::int as id from sms_outbox',
    )
  const statuses: Record<number, number> = {}
  for (let i = 0; i < count; i += cluster.batch) {
    cluster.clock.advance(
      Math.floor(rand() * ((2 * spanMs * cluster.batch) / count)),
    )
    const at = cluster.clock.now().getTime()
    const batch = Array.from(
      { length: Math.min(cluster.batch, count - i) },
      (_, j) => {
        const { mobile, ip, path } = target(i + j)
        attempts.push({ at, mobile, ip })
        const app = cluster.apps[(i + j) % cluster.apps.length]
        return app?.inject({
          method: 'POST',
          url: `/api${path}`,
          payload: { name: 'Pumped', email: 'pump@example.com', mobile },
          remoteAddress: ip,
        })
      },
    )
    for (const res of await Promise.all(batch)) {
      const code = res?.statusCode ?? 0
      statuses[code] = (statuses[code] ?? 0) + 1
      if (code === 428) {
        expect(res?.json().code).toBe('CHALLENGE_REQUIRED')
      } else if (code !== 200 && code !== 201) {
        // Every other refusal is one that lifts with time and says when.
        expect([429, 503]).toContain(code)
        expect(res?.json().retryAfterSeconds).toBeGreaterThan(0)
      }
    }
  }
  const sends = await cluster
    .db()
    .query<{ at: Date }>(
      'select created_at as at from sms_sends where created_at >= $1',
      [startedAt],
    )
  const [outbox] = await cluster
    .db()
    .query<{ count: number }>(
      'select count(*)::int as count from sms_outbox where id > $1',
      [mark?.id ?? 0],
    )
  return {
    allowed: modelSends(attempts, cap, cluster.limits),
    sent: sends.length,
    outbox: outbox?.count ?? 0,
    times: sends.map((s) => new Date(s.at).getTime()),
    statuses,
  }
}

async function registered(cluster: Cluster) {
  const app = cluster.apps[0] as FastifyInstance
  const mobile = newMobile()
  const ip = freshIp()
  await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { name: 'Target', email: 'target@example.com', mobile },
    remoteAddress: ip,
  })
  const outbox = await app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?mobile=${mobile}`,
  })
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/verify-otp',
    payload: { mobile, otp: outbox.json().data.at(-1).code },
  })
  expect(res.statusCode).toBe(200)
  return mobile
}

/** Each scenario starts with every earlier send more than a day old. */
const freshDay = (cluster: Cluster) => cluster.clock.advance(2 * DAY)

export function scenarios(getCluster: () => Cluster, getCapped: () => Cluster) {
  it(
    '1,000 requests for one number, from 1,000 addresses over 48 h, send only what its limits allow',
    async () => {
      const cluster = getCluster()
      const mobile = await registered(cluster)
      freshDay(cluster)
      const run = await pump(
        cluster,
        1000,
        2 * DAY,
        () => ({ mobile, ip: freshIp(), path: '/user/login' }),
        1000,
      )
      console.log(
        `otp abuse [${cluster.label}]: one number, 1000 requests over 48 h → ${run.sent} texts sent (model allows ${run.allowed}); replies ${JSON.stringify(run.statuses)}`,
      )
      expect(run.sent).toBe(run.allowed)
      expect(run.outbox).toBe(run.sent)
      for (const limit of cluster.limits.sendsPerMobile)
        expect(busiestWindow(run.times, limit.windowMs)).toBeLessThanOrEqual(
          limit.max,
        )
      // So at most 10 in each day the run lasted, whatever its length.
      const days = Math.ceil(
        (Math.max(...run.times) - Math.min(...run.times) + 1) / DAY,
      )
      expect(run.sent).toBeLessThanOrEqual(
        days * (cluster.limits.sendsPerMobile.at(-1)?.max ?? 0),
      )
    },
    LONG,
  )

  it(
    '1,000 requests for 1,000 random numbers from one address over 12 h, never verified, send 10 an hour, then ask for the challenge',
    async () => {
      const cluster = getCluster()
      freshDay(cluster)
      const ip = freshIp()
      const rand = random(SEED)
      const free = cluster.limits.freeUnverifiedPerAddress
      const run = await pump(
        cluster,
        1000,
        12 * HOUR,
        () => ({ mobile: randomMobile(rand), ip, path: '/user/signup' }),
        1000,
      )
      console.log(
        `otp abuse [${cluster.label}]: one address, 1000 random numbers over 12 h, none verified → ${run.sent} texts sent (model allows ${run.allowed}), at most ${busiestWindow(run.times, free.windowMs)} in any hour, ${run.statuses[428] ?? 0} challenges asked; replies ${JSON.stringify(run.statuses)}`,
      )
      expect(run.sent).toBe(run.allowed)
      expect(run.outbox).toBe(run.sent)
      expect(busiestWindow(run.times, free.windowMs)).toBe(free.max)
      expect(run.statuses[428]).toBe(1000 - run.sent)
    },
    LONG,
  )

  it(
    `300 requests from everyone over 48 h stop at SMS_DAILY_CAP (${DAILY_CAP}) in any 24 h`,
    async () => {
      const cluster = getCapped()
      freshDay(cluster)
      const run = await pump(
        cluster,
        300,
        2 * DAY,
        () => ({ mobile: newMobile(), ip: freshIp(), path: '/user/signup' }),
        DAILY_CAP,
      )
      console.log(
        `otp abuse [${cluster.label}]: everyone, 300 requests over 48 h, cap ${DAILY_CAP} → ${run.sent} texts sent (model allows ${run.allowed}); replies ${JSON.stringify(run.statuses)}`,
      )
      expect(run.sent).toBe(run.allowed)
      expect(run.outbox).toBe(run.sent)
      expect(busiestWindow(run.times, DAY_MS)).toBe(DAILY_CAP)
    },
    LONG,
  )

  it(
    'a brute force of all 10,000 codes against one number, each guess from a new address, gets at most 50 checked in a day',
    async () => {
      const cluster = getCluster()
      const mobile = await registered(cluster)
      freshDay(cluster)
      const attackStart = cluster.clock.now()
      const app = (i: number) =>
        cluster.apps[i % cluster.apps.length] as FastifyInstance
      // The attacker asks for a new code as soon as the number's limits would send one.
      let nextSendAt = 0
      const requestCode = async (i: number) => {
        const res = await app(i).inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { mobile },
          remoteAddress: freshIp(),
        })
        const body = res.json()
        const wait = body.data?.resendAfterSeconds ?? body.retryAfterSeconds
        nextSendAt = cluster.clock.now().getTime() + wait * 1000
      }
      await requestCode(0)
      const replies: Record<string, number> = {}
      let succeeded = false
      // 10,000 guesses spread over the next 24 hours, each from an address of its own (so no
      // address limit holds them up), a new code asked for whenever one dies.
      for (let i = 0; i < 10_000; i += cluster.batch) {
        cluster.clock.advance(
          Math.floor((DAY - 60_000) / (10_000 / cluster.batch)),
        )
        const guesses = Array.from({ length: cluster.batch }, (_, j) =>
          app(i + j).inject({
            method: 'POST',
            url: '/api/user/verify-otp',
            payload: { mobile, otp: String(i + j).padStart(4, '0') },
            remoteAddress: freshIp(),
          }),
        )
        let dead = false
        for (const res of await Promise.all(guesses)) {
          const code = res.statusCode === 200 ? 'LOGGED_IN' : res.json().code
          replies[code] = (replies[code] ?? 0) + 1
          if (code === 'LOGGED_IN') succeeded = true
          if (code === 'OTP_LOCKED' || code === 'OTP_EXPIRED') dead = true
        }
        if (dead && cluster.clock.now().getTime() >= nextSendAt)
          await requestCode(i)
      }
      // Each guess compared with a code leaves a failure row (or logs in).
      const [checked] = await cluster
        .db()
        .query<{ count: number }>(
          'select count(*)::int as count from otp_failures where mobile = $1 and created_at >= $2',
          [mobile, attackStart],
        )
      const guessesChecked = (checked?.count ?? 0) + (succeeded ? 1 : 0)
      const [sent] = await cluster
        .db()
        .query<{ count: number }>(
          'select count(*)::int as count from sms_sends where mobile = $1 and created_at >= $2',
          [mobile, attackStart],
        )
      // The worst case (ADR 030): each code texted in a day takes wrongPerCode wrong guesses.
      const codesPerDay = cluster.limits.sendsPerMobile.at(-1)?.max ?? 0
      const bound = codesPerDay * cluster.limits.wrongPerCode
      console.log(
        `otp abuse [${cluster.label}]: brute force, 10000 guesses from 10000 addresses over 24 h → ${sent?.count} codes texted, ${guessesChecked} guesses checked (bound ${bound}), ${10_000 - guessesChecked} refused unchecked (${JSON.stringify(replies)}); logged in: ${succeeded ? 'yes (a checked guess was right)' : 'no'}`,
      )
      expect(sent?.count).toBeLessThanOrEqual(codesPerDay)
      expect(guessesChecked).toBeLessThanOrEqual(bound + 1)
      const [perCode] = await cluster
        .db()
        .query<{ most: number }>(
          'select coalesce(max(wrong_attempts), 0)::int as most from otp_codes where mobile = $1',
          [mobile],
        )
      expect(perCode?.most).toBeLessThanOrEqual(cluster.limits.wrongPerCode)
    },
    LONG,
  )
}
