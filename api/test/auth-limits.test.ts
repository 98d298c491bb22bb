import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import {
  authClient,
  createClock,
  DAY,
  HOUR,
  MINUTE,
  newMobile,
  SECOND,
} from './helpers/otp'
import { startTestApp, type TestApp, testEnv } from './helpers/test-app'

const clock = createClock()
let t: TestApp
let auth: ReturnType<typeof authClient>

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  auth = authClient(t)
})
afterAll(() => t.close())

const rateLimited = (seconds: number, wait: string) => ({
  status: false,
  code: 'OTP_RATE_LIMITED',
  message: `Please wait ${wait} before requesting another code.`,
  retryAfterSeconds: seconds,
})

describe('code texts to one number', () => {
  it('allow one per 30 seconds and say how long to wait', async () => {
    const { mobile } = await auth.register()
    const again = await auth.login(mobile)
    expect(again.statusCode).toBe(429)
    expect(again.json()).toEqual(rateLimited(30, '30 seconds'))
    expect(again.headers['retry-after']).toBe('30')

    clock.advance(5 * SECOND)
    expect((await auth.login(mobile)).json()).toEqual(
      rateLimited(25, '25 seconds'),
    )
    clock.advance(25 * SECOND)
    expect((await auth.login(mobile)).statusCode).toBe(200)
    expect(await auth.outbox(mobile)).toHaveLength(2)
  })

  it('allow 3 per 15 minutes', async () => {
    const mobile = newMobile()
    const sends = []
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) clock.advance(30 * SECOND)
      sends.push(await auth.signup({ mobile }))
    }
    expect(sends.map((res) => res.statusCode)).toEqual([201, 201, 201])
    // After the third, the next is allowed when the first is 15 minutes old.
    expect(sends[2]?.json().data.resendAfterSeconds).toBe(15 * 60 - 60)

    clock.advance(30 * SECOND)
    const fourth = await auth.signup({ mobile })
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json()).toEqual(rateLimited(15 * 60 - 90, '14 minutes'))

    clock.advance((15 * 60 - 90) * SECOND)
    expect((await auth.signup({ mobile })).statusCode).toBe(201)
  })

  it('allow 10 per 24 hours', async () => {
    const mobile = newMobile()
    const firstAt = clock.now().getTime()
    for (let i = 0; i < 10; i += 1) {
      if (i > 0) clock.advance(5 * MINUTE + SECOND)
      expect((await auth.signup({ mobile })).statusCode).toBe(201)
    }
    clock.advance(5 * MINUTE + SECOND)
    const wait = Math.ceil((firstAt + DAY - clock.now().getTime()) / 1000)
    const eleventh = await auth.signup({ mobile })
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json()).toEqual(rateLimited(wait, '24 hours'))

    clock.advance(wait * SECOND)
    expect((await auth.signup({ mobile })).statusCode).toBe(201)
    expect(await auth.outbox(mobile)).toHaveLength(11)
  })
})

const CHALLENGE_REQUIRED = {
  status: false,
  code: 'CHALLENGE_REQUIRED',
  message: "Please confirm you're not a robot to get another code.",
}

describe('code texts from one client address', () => {
  it('allow 10 never verified in an hour, then ask for a challenge; a verified code gives its place back', async () => {
    const ip = '203.0.113.50'
    const firstAt = clock.now().getTime()
    const mobiles = []
    for (let i = 0; i < 10; i += 1) {
      if (i > 0) clock.advance(MINUTE)
      mobiles.push(newMobile())
      const res = await auth.signup({ mobile: mobiles[i] as string }, ip)
      expect(res.statusCode).toBe(201)
    }
    const mobile = newMobile()
    const refused = await auth.signup({ mobile }, ip)
    expect(refused.statusCode).toBe(428)
    expect(refused.json()).toEqual(CHALLENGE_REQUIRED)
    expect(await auth.outbox(mobile)).toEqual([])

    // Another address is not held up.
    expect((await auth.signup({ mobile }, '203.0.113.51')).statusCode).toBe(201)
    // One of the ten enters the code: the address may have one more without a challenge.
    const entered = mobiles[9] as string
    expect(
      (await auth.verify(entered, await auth.lastCode(entered))).statusCode,
    ).toBe(200)
    expect((await auth.signup({ mobile: newMobile() }, ip)).statusCode).toBe(
      201,
    )
    expect((await auth.signup({ mobile: newMobile() }, ip)).statusCode).toBe(
      428,
    )
    // Free again once the first unentered code is an hour old.
    clock.advance(firstAt + HOUR - clock.now().getTime() + SECOND)
    expect((await auth.signup({ mobile: newMobile() }, ip)).statusCode).toBe(
      201,
    )
  })

  it('stop at OTP_ADDRESS_MAX_UNVERIFIED and say when the oldest unentered code ages out', async () => {
    clock.advance(2 * HOUR)
    const app = await buildApp({
      env: testEnv(t.database, {
        OTP_ADDRESS_FREE_UNVERIFIED: '4',
        OTP_ADDRESS_MAX_UNVERIFIED: '4',
      }),
      db: t.database.db,
      logger: false,
      now: clock.now,
    })
    try {
      const strict = authClient({ ...t, app })
      const ip = '203.0.113.60'
      const firstAt = clock.now().getTime()
      for (let i = 0; i < 4; i += 1) {
        clock.advance(MINUTE)
        const res = await strict.signup({ mobile: newMobile() }, ip)
        expect(res.statusCode).toBe(201)
      }
      const wait = Math.ceil(
        (firstAt + MINUTE + HOUR - clock.now().getTime()) / 1000,
      )
      const refused = await strict.signup({ mobile: newMobile() }, ip)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual(rateLimited(wait, '57 minutes'))
      clock.advance(wait * SECOND)
      expect(
        (await strict.signup({ mobile: newMobile() }, ip)).statusCode,
      ).toBe(201)
    } finally {
      await app.close()
    }
  })
})

describe('the limits are settings', () => {
  it('per number: OTP_MOBILE_GAP_SECONDS, OTP_MOBILE_PER_15_MINUTES, OTP_MOBILE_PER_DAY', async () => {
    clock.advance(2 * DAY)
    const app = await buildApp({
      env: testEnv(t.database, {
        OTP_MOBILE_GAP_SECONDS: '120',
        OTP_MOBILE_PER_15_MINUTES: '2',
        OTP_MOBILE_PER_DAY: '3',
      }),
      db: t.database.db,
      logger: false,
      now: clock.now,
    })
    try {
      const custom = authClient({ ...t, app })
      const mobile = newMobile()
      const first = await custom.signup({ mobile })
      expect(first.json().data.resendAfterSeconds).toBe(120)
      clock.advance(MINUTE)
      expect((await custom.signup({ mobile })).json()).toEqual(
        rateLimited(60, '1 minute'),
      )
      clock.advance(MINUTE)
      expect((await custom.signup({ mobile })).statusCode).toBe(201)
      clock.advance(2 * MINUTE)
      expect((await custom.signup({ mobile })).json().code).toBe(
        'OTP_RATE_LIMITED',
      )
      clock.advance(15 * MINUTE)
      expect((await custom.signup({ mobile })).statusCode).toBe(201)
      clock.advance(15 * MINUTE)
      expect((await custom.signup({ mobile })).json().retryAfterSeconds).toBe(
        (DAY - 34 * MINUTE) / SECOND,
      )
    } finally {
      await app.close()
    }
  })

  it('refuse a ceiling under the free budget at start-up', () => {
    expect(() =>
      testEnv(t.database, {
        OTP_ADDRESS_FREE_UNVERIFIED: '20',
        OTP_ADDRESS_MAX_UNVERIFIED: '10',
      }),
    ).toThrow(
      'OTP_ADDRESS_MAX_UNVERIFIED: must be at least OTP_ADDRESS_FREE_UNVERIFIED',
    )
  })
})

describe('all code texts together', () => {
  it('stop at SMS_DAILY_CAP in 24 hours and say when they resume', async () => {
    // Everything the other tests sent is now more than a day old.
    clock.advance(2 * DAY)
    const app = await buildApp({
      env: testEnv(t.database, { SMS_DAILY_CAP: '3' }),
      db: t.database.db,
      logger: false,
      now: clock.now,
    })
    try {
      const capped = authClient({ ...t, app })
      const firstAt = clock.now().getTime()
      for (let i = 0; i < 3; i += 1) {
        clock.advance(MINUTE)
        expect((await capped.signup({ mobile: newMobile() })).statusCode).toBe(
          201,
        )
      }
      const wait = Math.ceil(
        (firstAt + MINUTE + DAY - clock.now().getTime()) / 1000,
      )
      const refused = await capped.signup({ mobile: newMobile() })
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toEqual({
        status: false,
        code: 'SMS_DAILY_CAP',
        message:
          'We cannot send codes right now. Please try again in 24 hours.',
        retryAfterSeconds: wait,
      })
      expect(refused.headers['retry-after']).toBe(String(wait))
    } finally {
      await app.close()
    }
  })
})
