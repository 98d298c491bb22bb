import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient, createClock, newMobile, SECOND } from './helpers/otp'
import { startTestApp, type TestApp } from './helpers/test-app'

const clock = createClock()
let t: TestApp
let auth: ReturnType<typeof authClient>

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  auth = authClient(t)
})
afterAll(() => t.close())

const query = <T>(sql: string, params: unknown[] = []) =>
  t.database.db.query<T>(sql, params)

describe('sign-up, code and profile', () => {
  it('signs up by code from the outbox, then the token opens the profile', async () => {
    const mobile = newMobile()
    const sent = await auth.signup({
      name: '  Aoife Byrne ',
      email: 'aoife@example.com',
      mobile: `0${mobile}`,
    })
    expect(sent.statusCode).toBe(201)
    expect(sent.json()).toEqual({
      status: true,
      message: 'OTP sent',
      data: { mobile, resendAfterSeconds: 30, expiresInSeconds: 300 },
    })
    // The account waits for the code.
    expect(
      await query('select 1 from users where mobile = $1', [mobile]),
    ).toEqual([])

    const [text] = await auth.outbox(mobile)
    expect(text?.text).toMatch(
      /^Your Anatolia Grill code is \d{4}\. It expires in 5 minutes\.$/,
    )
    const verified = await auth.verify(`0${mobile}`, text?.code ?? '')
    expect(verified.statusCode).toBe(200)
    const body = verified.json()
    const user = {
      id: expect.any(String),
      name: 'Aoife Byrne',
      email: 'aoife@example.com',
      mobile,
    }
    expect(body).toEqual({
      status: true,
      message: 'Logged in',
      data: expect.stringMatching(/^[\w-]{43}$/),
      user,
    })

    const profile = await auth.profile(body.data)
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toEqual({
      status: true,
      user: body.user,
      data: body.user,
    })
  })

  it('logs a registered number in with a new code', async () => {
    const { mobile } = await auth.register()
    clock.advance(31 * SECOND)
    const sent = await auth.login(mobile)
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({
      status: true,
      message: 'OTP sent',
      data: { mobile, resendAfterSeconds: 30, expiresInSeconds: 300 },
    })
    const res = await auth.verify(mobile, await auth.lastCode(mobile))
    expect(res.statusCode).toBe(200)
    expect(res.json().user.mobile).toBe(mobile)
  })

  it('refuses to log in a number with no account, mentioning registering', async () => {
    const mobile = newMobile()
    const res = await auth.login(mobile)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      status: false,
      code: 'NOT_REGISTERED',
      message:
        'This mobile number is not registered. Please register to continue.',
    })
    expect(await auth.outbox(mobile)).toEqual([])
  })

  it('refuses to sign up a number that already has an account', async () => {
    const { mobile } = await auth.register()
    const res = await auth.signup({ mobile: `0${mobile}` })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      status: false,
      code: 'MOBILE_TAKEN',
      message:
        'An account with this mobile number already exists. Please log in.',
    })
    expect(await auth.outbox(mobile)).toHaveLength(1)
  })
})

describe('what is stored', () => {
  it('keeps the code only as a keyed hash, and the token only as its sha256', async () => {
    const mobile = newMobile()
    await auth.signup({ mobile })
    const code = await auth.lastCode(mobile)
    const [row] = await query<{ code_hash: string }>(
      'select code_hash from otp_codes where mobile = $1',
      [mobile],
    )
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.code_hash).not.toContain(code)
    // Keyed: not the plain sha256 of the code, with or without the number.
    for (const plain of [code, `${mobile}:${code}`]) {
      expect(row?.code_hash).not.toBe(sha256(plain))
    }

    const token = (await auth.verify(mobile, code)).json().data as string
    const sessions = await query<{ token_hash: string }>(
      `select s.token_hash from sessions s join users u on u.id = s.user_id
        where u.mobile = $1`,
      [mobile],
    )
    expect(sessions).toEqual([{ token_hash: sha256(token) }])
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })
})

describe('tokens', () => {
  it('gives a new token at each login and keeps the earlier one valid', async () => {
    const first = await auth.register()
    clock.advance(31 * SECOND)
    await auth.login(first.mobile)
    const second = (
      await auth.verify(first.mobile, await auth.lastCode(first.mobile))
    ).json().data as string
    expect(second).not.toBe(first.token)
    expect((await auth.profile(first.token)).statusCode).toBe(200)
    expect((await auth.profile(second)).statusCode).toBe(200)
  })
})

describe('numbers that cannot receive a text', () => {
  it.each([
    ['070 personal number', '7012345678'],
    ['076 pager', '07623456789'],
    ['Belfast landline', '02890123456'],
    ['London landline', '2079460000'],
  ])('refuses a %s with 422 naming the mobile', async (_label, mobile) => {
    for (const res of [
      await auth.signup({ mobile }, '198.51.100.7'),
      await auth.login(mobile, '198.51.100.7'),
    ]) {
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({
        status: false,
        code: 'MOBILE_NOT_SUPPORTED',
      })
      expect(res.json().message).toContain('mobile number starting with 07')
    }
    const [sends] = await query<{ n: number }>(
      'select count(*)::int as n from sms_sends where mobile = $1',
      [mobile.replace(/^0/, '')],
    )
    expect(sends?.n).toBe(0)
  })
})

const NAME = 'Please enter your full name.'
const EMAIL = 'Please enter a valid email address.'
const MOBILE =
  'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).'
const OTP = 'Please enter the full OTP.'

describe('bad input', () => {
  it.each([
    ['an empty name', { name: '' }, NAME],
    ['a name of spaces', { name: '   ' }, NAME],
    ['a name over 50 characters', { name: 'a'.repeat(51) }, NAME],
    ['a NUL in the name', { name: 'Ao\u0000ife' }, NAME],
    ['an empty email', { email: '' }, EMAIL],
    ['an email without @', { email: 'aoife.example.com' }, EMAIL],
    [
      'an email over 100 characters',
      { email: `${'a'.repeat(95)}@ex.com` },
      EMAIL,
    ],
    ['a NUL in the email', { email: 'a\u0000@example.com' }, EMAIL],
    ['a 9-digit mobile', { mobile: '791112345' }, MOBILE],
    ['a 12-digit mobile', { mobile: '079111234567' }, MOBILE],
    ['11 digits not starting with 0', { mobile: '17911123456' }, MOBILE],
    ['letters in the mobile', { mobile: '79111a3456' }, MOBILE],
    ['spaces in the mobile', { mobile: '07911 123456' }, MOBILE],
  ])(
    'sign-up refuses %s with its SPEC text',
    async (_label, field, message) => {
      const res = await auth.signup({ mobile: newMobile(), ...field })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        status: false,
        code: 'VALIDATION_ERROR',
        message,
      })
    },
  )

  it('reports the first broken rule in form order', async () => {
    const res = await auth.signup({ name: '', email: 'x', mobile: '1' })
    expect(res.json().message).toBe(NAME)
  })

  it.each([
    ['3 digits', '123'],
    ['5 digits', '12345'],
    ['a letter', '12a4'],
    ['nothing', ''],
  ])('verify refuses an OTP of %s with the SPEC text', async (_label, otp) => {
    const res = await auth.verify(newMobile(), otp)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      status: false,
      code: 'VALIDATION_ERROR',
      message: OTP,
    })
  })

  it.each([
    ['/user/login', { mobile: '12' }, MOBILE],
    ['/user/verify-otp', { mobile: '12', otp: '1234' }, MOBILE],
    ['/user/login', {}, 'mobile:'],
    ['/user/login', { mobile: 7911123456 }, 'mobile:'],
    ['/user/signup', { email: 'a@b.co', mobile: '7911123456' }, 'name:'],
    ['/user/verify-otp', { mobile: '7911123456', otp: 1234 }, 'otp:'],
  ])(
    '%s answers %j with 400 naming the field',
    async (url, payload, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().status).toBe(false)
      expect(res.json().message).toContain(message)
    },
  )

  it.each(['/user/signup', '/user/login', '/user/verify-otp'])(
    '%s answers malformed JSON and a huge body in the envelope',
    async (url) => {
      const send = (payload: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api${url}`,
          headers: { 'content-type': 'application/json' },
          payload,
        })
      const malformed = await send('{"mobile":')
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json()).toMatchObject({
        status: false,
        code: 'INVALID_JSON',
      })
      const huge = await send(JSON.stringify({ mobile: 'x'.repeat(110_000) }))
      expect(huge.statusCode).toBe(413)
      expect(huge.json()).toMatchObject({ status: false })
    },
  )

  it('caps every body at 100 kB, even where a route sets no limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/policy',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ policy: 'x'.repeat(110_000) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().status).toBe(false)
  })
})

describe('OpenAPI', () => {
  it('describes the auth calls with their bodies and replies', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json()
    const signup = doc.paths['/api/user/signup'].post
    expect(Object.keys(signup.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '422', '429', '502']),
    )
    expect(
      signup.requestBody.content['application/json'].schema.required,
    ).toEqual(['name', 'email', 'mobile'])
    expect(doc.paths['/api/user/login'].post.responses).toHaveProperty('404')
    expect(doc.paths['/api/user/verify-otp'].post.responses).toHaveProperty(
      '200',
    )
  })
})

function sha256(value: string) {
  return createHash('sha256').update(value).digest('hex')
}
