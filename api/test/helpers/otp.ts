import { type Challenge, type Solution, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import type { TestApp } from './test-app'

/** A clock the test moves by hand; the app reads it through buildApp's `now`. */
export function createClock(start = '2026-03-02T12:00:00Z') {
  let at = new Date(start).getTime()
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms
    },
  }
}

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

let counter = 0

/** A fresh SMS-capable number (10 digits, 07911 range) for each call. */
export function newMobile(): string {
  counter += 1
  return `7911${String(counter).padStart(6, '0')}`
}

/**
 * A random SMS-capable number (074x: every one a mobile by libphonenumber), spread over the
 * number blocks as real customers' numbers are.
 */
export function randomMobile(rand: () => number): string {
  const third = '012346789'[Math.floor(rand() * 9)]
  const rest = String(Math.floor(rand() * 10_000_000)).padStart(7, '0')
  return `74${third}${rest}`
}

/** The client address a number's requests come from, unless a test names one. */
const ipFor = (mobile: string) =>
  `10.${Number(mobile.slice(-6, -4))}.${Number(mobile.slice(-4, -2))}.${Number(mobile.slice(-2))}`

/** A code that is surely not `code`. */
export const wrongCode = (code: string) =>
  String((Number(code) + 1) % 10_000).padStart(4, '0')

/** The auth calls as the site makes them, from one client address per number. */
export function authClient(t: TestApp) {
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress })
  const client = {
    signup: (
      body: {
        name?: unknown
        email?: unknown
        mobile: string
        altcha?: string
      },
      ip = ipFor(body.mobile),
    ) =>
      post(
        '/user/signup',
        { name: 'Aoife Byrne', email: 'aoife@example.com', ...body },
        ip,
      ),
    login: (mobile: string, ip = ipFor(mobile), altcha?: string) =>
      post('/user/login', { mobile, altcha }, ip),
    verify: (mobile: string, otp: string, ip = ipFor(mobile)) =>
      post('/user/verify-otp', { mobile, otp }, ip),
    profile: (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/get-profile',
        headers: { authorization: `Bearer ${token}` },
      }),
    /** Every text the dev outbox holds for the number, oldest first. */
    async outbox(mobile: string) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dev/sms-outbox?mobile=${mobile}`,
      })
      return res.json().data as { code: string; text: string }[]
    },
    /** The code of the newest text to the number. */
    async lastCode(mobile: string): Promise<string> {
      const code = (await client.outbox(mobile)).at(-1)?.code
      if (!code) throw new Error(`no code was sent to ${mobile}`)
      return code
    },
    /** Signs up a new number and verifies its code: the account and its first token. */
    async register(mobile = newMobile()) {
      const sent = await client.signup({ mobile })
      if (sent.statusCode !== 201) throw new Error(sent.body)
      const res = await client.verify(mobile, await client.lastCode(mobile))
      if (res.statusCode !== 200) throw new Error(res.body)
      return { mobile, token: res.json().data as string }
    },
  }
  return client
}

/** The altcha widget's payload: base64 of the challenge and its answer. */
export const altchaPayload = (challenge: Challenge, solution: Solution) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')

/** Solves a challenge as the altcha widget does (same algorithm, in-process). */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return altchaPayload(challenge, solution)
}

/** A fresh challenge from the API, solved. */
export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/user/otp-challenge',
  })
  return solve(res.json().data)
}
