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

describe('wrong tries', () => {
  it('kill a code at the fifth whatever addresses they come from, and the next code works', async () => {
    const { mobile, code } = await freshCode()
    const replies = []
    for (let i = 0; i < 5; i += 1) {
      const res = await auth.verify(mobile, wrongCode(code), `192.0.2.${i + 1}`)
      replies.push(res.json().code)
    }
    expect(replies).toEqual([...Array(4).fill('OTP_INVALID'), 'OTP_LOCKED'])
    expect((await auth.verify(mobile, code, '192.0.2.99')).json()).toEqual(
      LOCKED,
    )
    // The number is not held up by them: a new code comes and works.
    clock.advance(30 * SECOND)
    expect((await auth.signup({ mobile })).statusCode).toBe(201)
    const next = await auth.lastCode(mobile)
    expect((await auth.verify(mobile, next)).statusCode).toBe(200)
  })

  it('are forgiven once the code is entered right: a hall sharing one address keeps signing in', async () => {
    clock.advance(DAY)
    const hall = '203.0.113.80'
    // Twelve students, each mistyping once: more typos than the address's ten an hour.
    for (let i = 0; i < 12; i += 1) {
      const mobile = newMobile()
      await auth.signup({ mobile }, hall)
      const code = await auth.lastCode(mobile)
      const typo = await auth.verify(mobile, wrongCode(code), hall)
      expect(typo.json().code).toBe('OTP_INVALID')
      expect((await auth.verify(mobile, code, hall)).statusCode).toBe(200)
    }
    // Ten wrong codes never entered right do count; the eleventh guess is refused.
    const victim = await freshCode()
    const replies = []
    for (let i = 0; i < 11; i += 1) {
      if (i === 5) {
        clock.advance(30 * SECOND)
        await auth.signup({ mobile: victim.mobile })
        victim.code = await auth.lastCode(victim.mobile)
      }
      const res = await auth.verify(victim.mobile, wrongCode(victim.code), hall)
      replies.push(res.statusCode)
    }
    expect(replies).toEqual([...Array(9).fill(400), 429, 429])
  })
})
