import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('security headers', () => {
  it('every reply, success or failure, is nosniff, sends no referrer and may not be framed', async () => {
    for (const url of [
      '/api/health',
      '/api/menus',
      '/api/no-such-path',
      '/openapi.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe('no-referrer')
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })

  it('keeps the images’ own policy, which lets an SVG style itself but run nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/menu/pizza.svg',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
  })

  it('sends no HSTS outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('security headers in production', () => {
  let production: TestApp
  beforeAll(async () => {
    production = await startTestApp({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_FROM: '+447700900000',
      OTP_SECRET: 'a-production-secret-of-32-characters!!',
      ALTCHA_HMAC_KEY: 'another-production-key-of-32-characters',
      MAIL_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Anatolia Grill <orders@example.com>',
    })
  })
  afterAll(() => production.close())

  it('tells browsers to use HTTPS for a year', async () => {
    const res = await production.app.inject({
      method: 'GET',
      url: '/api/health',
    })
    expect(res.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})
