import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createClock,
  HOUR,
  MINUTE,
  newMobile,
  SECOND,
  wrongCode,
} from './helpers/otp'
import { createStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// Nobody can keep a customer or a member of staff from signing in (ADR 030): wrong codes count
// against the code and against the address that guessed, never against the number. The API sits
// behind a proxy here, as in production: client addresses come in X-Forwarded-For.

const clock = createClock()
let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' }, clock.now)
})
afterAll(() => t.close())

const ATTACKER = '203.0.113.66'
const MEMBER = '198.51.100.7'

const post = (url: string, payload: object, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { 'x-forwarded-for': ip },
  })

async function lastCode(mobile: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?mobile=${mobile}`,
  })
  const code = res.json().data.at(-1)?.code
  if (!code) throw new Error(`no code was sent to ${mobile}`)
  return code
}

/** Someone signed in elsewhere: the number, and a request their session must still answer. */
type Account = { mobile: string; stillSignedIn: () => Promise<number> }

const audiences = [
  {
    who: 'a customer',
    login: '/user/login',
    verify: '/user/verify-otp',
    async account(): Promise<Account> {
      const mobile = newMobile()
      const signup = await post(
        '/user/signup',
        { name: 'Aoife Byrne', email: 'aoife@example.com', mobile },
        MEMBER,
      )
      expect(signup.statusCode).toBe(201)
      const res = await post(
        '/user/verify-otp',
        { mobile, otp: await lastCode(mobile) },
        MEMBER,
      )
      const token = res.json().data as string
      return {
        mobile,
        stillSignedIn: () => statusWith(token, '/user/get-profile'),
      }
    },
  },
  {
    who: 'a member of staff',
    login: '/staff/login',
    verify: '/staff/verify-otp',
    async account(): Promise<Account> {
      const member = await createStaff(t, 'staff', 'Ciara')
      return {
        mobile: member.mobile,
        stillSignedIn: () => statusWith(member.token, '/staff/me'),
      }
    },
  },
]

async function statusWith(token: string, url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
  })
  return res.statusCode
}

const tooManyFromHere = (seconds: number, wait: string) => ({
  status: false,
  code: 'OTP_TOO_MANY_ATTEMPTS',
  message: `Too many wrong codes have been tried from this network. Please try again in ${wait}.`,
  retryAfterSeconds: seconds,
})

describe.each(audiences)('$who', (audience) => {
  it('signs in with the code already texted, however an attacker guesses elsewhere', async () => {
    clock.advance(2 * HOUR)
    const { mobile, stillSignedIn } = await audience.account()
    // The customer's sign-up text is out of the 15 minutes' limit.
    clock.advance(15 * MINUTE)
    const guess = (otp: string, ip = ATTACKER) =>
      post(audience.verify, { mobile, otp }, ip)

    // Three login requests and fifteen wrong guesses, as in issue 29.
    const replies = []
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) clock.advance(30 * SECOND)
      const sent = await post(audience.login, { mobile }, ATTACKER)
      expect(sent.statusCode).toBe(200)
      const code = await lastCode(mobile)
      for (let i = 0; i < 5; i += 1)
        replies.push((await guess(wrongCode(code))).json())
    }
    // The first code dies of five wrong guesses; the tenth from the address stops it.
    expect(replies.slice(0, 5).map((r) => r.code)).toEqual([
      ...Array(4).fill('OTP_INVALID'),
      'OTP_LOCKED',
    ])
    expect(replies.slice(5, 9).map((r) => r.code)).toEqual(
      Array(4).fill('OTP_INVALID'),
    )
    // Free again when the first wrong guess is an hour old: the tenth was 30 s after it.
    expect(replies.slice(9)).toEqual([
      tooManyFromHere(HOUR / SECOND - 30, '60 minutes'),
      ...Array(5).fill(tooManyFromHere(HOUR / SECOND - 60, '59 minutes')),
    ])

    // The sends per number are as they were: no fourth code in 15 minutes…
    const asked = await post(audience.login, { mobile }, MEMBER)
    expect(asked.statusCode).toBe(429)
    expect(asked.json().message).toBe(
      'Please wait 14 minutes before requesting another code.',
    )
    // …but the third, texted while the attacker was at it, works from the member's address.
    const signedIn = await guess(await lastCode(mobile), MEMBER)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().status).toBe(true)
    // And the session the member already had is untouched.
    expect(await stillSignedIn()).toBe(200)
  })

  it('takes a code texted to the member while the attacker is refused, and lets the attacker guess again after an hour', async () => {
    clock.advance(2 * HOUR)
    const { mobile } = await audience.account()
    // The customer's sign-up text is out of the 15 minutes' limit.
    clock.advance(15 * MINUTE)
    const startedAt = clock.now().getTime()
    // The attacker spends the address's ten wrong guesses on two codes.
    for (let round = 0; round < 2; round += 1) {
      clock.advance(30 * SECOND)
      await post(audience.login, { mobile }, ATTACKER)
      const code = await lastCode(mobile)
      for (let i = 0; i < 5; i += 1)
        await post(audience.verify, { mobile, otp: wrongCode(code) }, ATTACKER)
    }
    clock.advance(MINUTE)
    expect((await post(audience.login, { mobile }, MEMBER)).statusCode).toBe(
      200,
    )
    const code = await lastCode(mobile)
    // The refused address cannot even try the right code…
    const fromAttacker = await post(
      audience.verify,
      { mobile, otp: code },
      ATTACKER,
    )
    expect(fromAttacker.statusCode).toBe(429)
    expect(fromAttacker.json().code).toBe('OTP_TOO_MANY_ATTEMPTS')
    // …and its refusals cost the member's code nothing.
    const fromMember = await post(
      audience.verify,
      { mobile, otp: code },
      MEMBER,
    )
    expect(fromMember.statusCode).toBe(200)

    // An hour after its first wrong guess, the address is heard again.
    clock.advance(startedAt + 30 * SECOND + HOUR - clock.now().getTime())
    await post(audience.login, { mobile }, MEMBER)
    const next = await lastCode(mobile)
    const later = await post(
      audience.verify,
      { mobile, otp: wrongCode(next) },
      ATTACKER,
    )
    expect(later.json()).toEqual({
      status: false,
      code: 'OTP_INVALID',
      message: 'That code is not right. 4 attempts left.',
    })
  })
})
