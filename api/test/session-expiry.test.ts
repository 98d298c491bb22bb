import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hashToken,
  SESSION_IDLE_MS,
} from '../src/modules/session/session.service'
import { authClient, createClock, DAY, MINUTE } from './helpers/otp'
import { startTestApp, type TestApp } from './helpers/test-app'

// A token ends after 30 days unused: each use moves its end on (sliding), written at most
// once an hour per session.

const clock = createClock()
let t: TestApp
let auth: ReturnType<typeof authClient>

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  auth = authClient(t)
})
afterAll(() => t.close())

const use = async (token: string, url = '/api/user/get-profile') =>
  (
    await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode

async function storedTimes(token: string) {
  const [row] = await t.database.db.query<{
    expires_at: Date
    last_used_at: Date
  }>('select expires_at, last_used_at from sessions where token_hash = $1', [
    hashToken(token),
  ])
  if (!row) throw new Error('the session is gone')
  return { expiresAt: row.expires_at, lastUsedAt: row.last_used_at }
}

const idleEndFromNow = () => new Date(clock.now().getTime() + SESSION_IDLE_MS)

describe('a token nobody uses', () => {
  it('works for 30 days after its last use, counted from each use', async () => {
    const { token } = await auth.register()
    clock.advance(29 * DAY)
    // Any signed-in call is a use, not only the profile.
    expect(await use(token, '/api/user/cart/get')).toBe(200)
    clock.advance(29 * DAY)
    // Day 58: 58 days after the login, 29 after the last use.
    expect(await use(token)).toBe(200)
  })

  it('answers 401 once it has gone 30 days and a minute unused, counted from the login or the last use', async () => {
    const keptInUse = (await auth.register()).token
    const neverUsed = (await auth.register()).token
    clock.advance(10 * DAY)
    expect(await use(keptInUse)).toBe(200)

    clock.advance(20 * DAY + MINUTE)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { authorization: `Bearer ${neverUsed}` },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      status: false,
      message: 'Please log in first.',
      code: 'UNAUTHORIZED',
    })

    clock.advance(10 * DAY)
    expect(await use(keptInUse)).toBe(401)
  })
})

describe('recording a use', () => {
  it('writes at most once an hour per session', async () => {
    const { token } = await auth.register()
    const atLogin = await storedTimes(token)
    expect(atLogin).toEqual({
      lastUsedAt: clock.now(),
      expiresAt: idleEndFromNow(),
    })

    // Within the hour of the login: nothing is written.
    clock.advance(59 * MINUTE)
    expect(await use(token)).toBe(200)
    expect(await storedTimes(token)).toEqual(atLogin)

    clock.advance(2 * MINUTE)
    expect(await use(token)).toBe(200)
    const written = await storedTimes(token)
    expect(written).toEqual({
      lastUsedAt: clock.now(),
      expiresAt: idleEndFromNow(),
    })

    // A minute later, and a burst of calls at once: still the same row.
    clock.advance(MINUTE)
    const burst = await Promise.all(Array.from({ length: 5 }, () => use(token)))
    expect(burst).toEqual([200, 200, 200, 200, 200])
    expect(await storedTimes(token)).toEqual(written)
  })
})
