import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadEnv } from '../src/config/env'
import { SmsSendError } from '../src/modules/sms/sms.types'
import { createTwilioProvider } from '../src/modules/sms/twilio-provider'
import { authClient, createClock, newMobile } from './helpers/otp'
import { startTestApp, type TestApp } from './helpers/test-app'

const SID = `AC${'0123456789abcdef'.repeat(2)}`
const TOKEN = 'twilio-auth-token'
const FROM = '+447700900123'

type Received = {
  method: string | undefined
  url: string | undefined
  authorization: string | undefined
  contentType: string | undefined
  form: Record<string, string>
}

/** A stand-in for api.twilio.com: records each request and answers with `reply`. */
let twilio: Server
let twilioBase: string
let received: Received[] = []
let reply = { status: 201, body: '{"sid":"SM1","status":"queued"}' }

async function readBody(request: IncomingMessage) {
  let body = ''
  for await (const chunk of request) body += chunk
  return Object.fromEntries(new URLSearchParams(body))
}

beforeAll(async () => {
  twilio = createServer(async (request, response) => {
    received.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: await readBody(request),
    })
    // A fresh connection per text: a kept-alive socket that this server closes after its
    // 5 s idle timeout could be reused by the client at that very moment (a reset, seen
    // when the app below took ~5 s to start under load), which is not what is tested here.
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      connection: 'close',
    })
    response.end(reply.body)
  })
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve))
  twilioBase = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())))
beforeEach(() => {
  received = []
  reply = { status: 201, body: '{"sid":"SM1","status":"queued"}' }
})

const provider = (from = FROM, apiBase = twilioBase) =>
  createTwilioProvider({ accountSid: SID, authToken: TOKEN, from, apiBase })

describe('Twilio provider', () => {
  it('posts the form to the Messages API with basic auth and an E.164 number', async () => {
    await provider().send({
      mobile: '7911123456',
      code: '1234',
      text: 'Hi 1234',
    })
    expect(received).toEqual([
      {
        method: 'POST',
        url: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+447911123456', From: FROM, Body: 'Hi 1234' },
      },
    ])
  })

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const service = `MG${'ab'.repeat(16)}`
    await provider(service).send({ mobile: '7911123456', text: 'Hi' })
    expect(received[0]?.form).toEqual({
      To: '+447911123456',
      MessagingServiceSid: service,
      Body: 'Hi',
    })
  })

  it('fails with SmsSendError when Twilio refuses or cannot be reached', async () => {
    reply = { status: 400, body: '{"code":21211,"message":"Invalid To"}' }
    const refused = provider().send({ mobile: '7911123456', text: 'Hi' })
    await expect(refused).rejects.toThrow(SmsSendError)
    await expect(refused).rejects.toThrow('21211')
    const unreachable = provider(FROM, 'http://127.0.0.1:1')
    await expect(
      unreachable.send({ mobile: '7911123456', text: 'Hi' }),
    ).rejects.toThrow(SmsSendError)
  })
})

describe('the API with SMS_PROVIDER=twilio', () => {
  const clock = createClock()
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_API_BASE: twilioBase,
      },
      clock.now,
    )
  })
  afterAll(() => t.close())

  it('texts the code through Twilio and has no dev outbox', async () => {
    const mobile = newMobile()
    const res = await authClient(t).signup({ mobile: `0${mobile}` })
    expect(res.statusCode).toBe(201)
    expect(received).toHaveLength(1)
    const text = received[0]?.form.Body ?? ''
    expect(received[0]?.form.To).toBe(`+44${mobile}`)
    const code = /code is (\d{4})\./.exec(text)?.[1] ?? ''
    expect(text).toBe(
      `Your Anatolia Grill code is ${code}. It expires in 5 minutes.`,
    )
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?mobile=${mobile}`,
    })
    expect(outbox.statusCode).toBe(404)
    expect((await authClient(t).verify(mobile, code)).statusCode).toBe(200)
  })

  it('answers 502 when Twilio fails, and the failed text does not count', async () => {
    const mobile = newMobile()
    const auth = authClient(t)
    reply = { status: 500, body: '{"message":"upstream down"}' }
    for (let i = 0; i < 4; i += 1) {
      const res = await auth.signup({ mobile })
      expect(res.statusCode).toBe(502)
      expect(res.json()).toEqual({
        status: false,
        code: 'SMS_FAILED',
        message: 'We could not send the code. Please try again.',
      })
    }
    // Four failures, yet no cooldown and no 3-per-15-minutes refusal.
    reply = { status: 201, body: '{}' }
    expect((await auth.signup({ mobile })).statusCode).toBe(201)
    const [row] = await t.database.db.query<{ sends: number; codes: number }>(
      `select (select count(*)::int from sms_sends where mobile = $1) as sends,
              (select count(*)::int from otp_codes where mobile = $1) as codes`,
      [mobile],
    )
    expect(row).toEqual({ sends: 1, codes: 1 })
  })
})

describe('environment for SMS', () => {
  const twilioEnv = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: FROM,
  }
  const secret = { OTP_SECRET: 'x'.repeat(32), ALTCHA_HMAC_KEY: 'y'.repeat(32) }

  it('refuses the dev outbox in production', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', ...secret }),
    ).toThrow(/SMS_PROVIDER: must be twilio in production/)
  })

  it('names each missing Twilio setting', () => {
    expect(() =>
      loadEnv({ ...twilioEnv, TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' }),
    ).toThrow(/TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/)
  })

  it('needs OTP_SECRET in production, of at least 32 characters', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', ...twilioEnv })).toThrow(
      'OTP_SECRET',
    )
    expect(() =>
      loadEnv({ NODE_ENV: 'production', ...twilioEnv, OTP_SECRET: 'short' }),
    ).toThrow('OTP_SECRET')
  })

  it('needs ALTCHA_HMAC_KEY in production, of at least 32 characters', () => {
    const otp = { OTP_SECRET: 'x'.repeat(32) }
    expect(() =>
      loadEnv({ NODE_ENV: 'production', ...twilioEnv, ...otp }),
    ).toThrow('ALTCHA_HMAC_KEY: required in production')
    expect(() => loadEnv({ ...twilioEnv, ALTCHA_HMAC_KEY: 'short' })).toThrow(
      'ALTCHA_HMAC_KEY',
    )
  })

  it('starts in production with Twilio, a mail server and a secret', async () => {
    // Production also refuses the dev mail outbox: receipts need a real SMTP server.
    const mail = {
      MAIL_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Anatolia Grill <orders@example.com>',
    }
    const env = loadEnv({
      NODE_ENV: 'production',
      ...twilioEnv,
      ...mail,
      ...secret,
    })
    expect(env).toMatchObject({
      SMS_PROVIDER: 'twilio',
      SMS_DAILY_CAP: 1000,
      TWILIO_API_BASE: 'https://api.twilio.com',
    })
  })

  it('reads SMS_DAILY_CAP and refuses a bad one', () => {
    expect(loadEnv({ SMS_DAILY_CAP: '50' }).SMS_DAILY_CAP).toBe(50)
    expect(() => loadEnv({ SMS_DAILY_CAP: 'lots' })).toThrow('SMS_DAILY_CAP')
  })
})
