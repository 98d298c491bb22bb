import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authClient,
  createClock,
  DAY,
  MINUTE,
  newMobile,
  SECOND,
  wrongCode,
} from './helpers/otp'
import { startTestApp, type TestApp } from './helpers/test-app'

const clock = createClock()
let t: TestApp
let auth: ReturnType<typeof authClient>

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  auth = authClient(t)
})
afterAll(() => t.close())

const EXPIRED = {
  status: false,
  code: 'OTP_EXPIRED',
  message: 'This code has expired. Please request a new one.',
}
const LOCKED = {
  status: false,
  code: 'OTP_LOCKED',
  message:
    'Too many wrong tries: this code no longer works. Please request a new one.',
}

/** A sign-up code for a new number, sent now. */
async function freshCode() {
  const mobile = newMobile()
  await auth.signup({ mobile })
  return { mobile, code: await auth.lastCode(mobile) }
}

describe('a code', () => {
  it('works until 5 minutes after it was sent, and not at 5 minutes', async () => {
    const late = await freshCode()
    clock.advance(5 * MINUTE)
    const res = await auth.verify(late.mobile, late.code)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(EXPIRED)

    const onTime = await freshCode()
    clock.advance(5 * MINUTE - SECOND)
    expect((await auth.verify(onTime.mobile, onTime.code)).statusCode).toBe(200)
  })

  it('is single use', async () => {
    const { mobile, code } = await freshCode()
    expect((await auth.verify(mobile, code)).statusCode).toBe(200)
    const again = await auth.verify(mobile, code)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual(EXPIRED)
  })

  it('is refused for a number that was sent no code', async () => {
    const { code } = await freshCode()
    const res = await auth.verify(newMobile(), code)
    expect(res.json()).toEqual(EXPIRED)
  })

  it('only works for the number it was sent to', async () => {
    const a = await freshCode()
    const b = await freshCode()
    if (a.code === b.code) return // 1 in 10,000: nothing to tell apart
    const res = await auth.verify(b.mobile, a.code)
    expect(res.json()).toMatchObject({ code: 'OTP_INVALID' })
    expect((await auth.verify(b.mobile, b.code)).statusCode).toBe(200)
  })

  it('is replaced by a newer code for the same number', async () => {
    const { mobile, code: first } = await freshCode()
    clock.advance(30 * SECOND)
    await auth.signup({ mobile })
    const second = await auth.lastCode(mobile)
    if (first !== second) {
      expect((await auth.verify(mobile, first)).json().code).toBe('OTP_INVALID')
    }
    expect((await auth.verify(mobile, second)).statusCode).toBe(200)
  })

  it('counts down wrong tries and dies at the fifth, even for the right code', async () => {
    const { mobile, code } = await freshCode()
    const messages = []
    for (let i = 0; i < 4; i += 1) {
      const res = await auth.verify(mobile, wrongCode(code))
      expect(res.statusCode).toBe(400)
      messages.push(res.json())
    }
    expect(messages).toEqual(
      ['4 attempts', '3 attempts', '2 attempts', '1 attempt'].map((left) => ({
        status: false,
        code: 'OTP_INVALID',
        message: `That code is not right. ${left} left.`,
      })),
    )
    const fifth = await auth.verify(mobile, wrongCode(code))
    expect(fifth.statusCode).toBe(400)
    expect(fifth.json()).toEqual(LOCKED)
    expect((await auth.verify(mobile, code)).json()).toEqual(LOCKED)

    clock.advance(30 * SECOND)
    await auth.signup({ mobile })
    const next = await auth.lastCode(mobile)
    expect((await auth.verify(mobile, next)).statusCode).toBe(200)
  })
})

describe('requests at the same moment', () => {
  it('use a code once and send one text, however many arrive together', async () => {
    const { mobile, code } = await freshCode()
    const verifies = await Promise.all(
      Array.from({ length: 4 }, () => auth.verify(mobile, code)),
    )
    expect(verifies.map((res) => res.statusCode).sort()).toEqual([
      200, 400, 400, 400,
    ])
    clock.advance(30 * SECOND)
    const other = newMobile()
    const sends = await Promise.all(
      Array.from({ length: 4 }, () => auth.signup({ mobile: other })),
    )
    expect(sends.map((res) => res.statusCode).sort()).toEqual([
      201, 429, 429, 429,
    ])
    expect(await auth.outbox(other)).toHaveLength(1)
  })
})

describe('wrong tries per number', () => {
  it('stop at 20 in 24 hours, then neither codes nor sends work until the first ages out', async () => {
    const mobile = newMobile()
    const startedAt = clock.now().getTime()
    let last = { statusCode: 0, json: () => ({}) as Record<string, unknown> }
    for (let round = 0; round < 4; round += 1) {
      clock.advance(6 * MINUTE)
      expect((await auth.signup({ mobile })).statusCode).toBe(201)
      const code = await auth.lastCode(mobile)
      for (let i = 0; i < 5; i += 1)
        last = await auth.verify(mobile, wrongCode(code))
    }
    // The first wrong try was 6 minutes in; the 20th, 24 minutes in.
    const firstWrongAt = startedAt + 6 * MINUTE
    const wait = Math.ceil((firstWrongAt + DAY - clock.now().getTime()) / 1000)
    expect(last.statusCode).toBe(429)
    expect(last.json()).toEqual({
      status: false,
      code: 'OTP_TOO_MANY_ATTEMPTS',
      message:
        'Too many wrong codes for this number. Please try again in 24 hours.',
      retryAfterSeconds: wait,
    })

    clock.advance(MINUTE)
    const send = await auth.signup({ mobile })
    expect(send.statusCode).toBe(429)
    expect(send.json()).toMatchObject({
      code: 'OTP_TOO_MANY_ATTEMPTS',
      retryAfterSeconds: wait - 60,
    })
    expect(send.headers['retry-after']).toBe(String(wait - 60))

    clock.advance((wait - 60) * 1000)
    expect((await auth.signup({ mobile })).statusCode).toBe(201)
    const code = await auth.lastCode(mobile)
    expect((await auth.verify(mobile, code)).statusCode).toBe(200)
  })
})
