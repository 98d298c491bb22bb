import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../src/config/env'
import { asCustomer, line } from './helpers/cart'
import { createCustomer } from './helpers/customer'
import { orderClient } from './helpers/order'
import { startTestApp, type TestApp } from './helpers/test-app'

const run = promisify(execFile)
const LIVE = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+447700900000',
  OTP_SECRET: 'x'.repeat(32),
  ALTCHA_HMAC_KEY: 'y'.repeat(32),
  MAIL_URL: 'smtp://mail.example.com:587',
  MAIL_FROM: 'Anatolia Grill <orders@example.com>',
}

describe('paying online switched off (no Stripe keys)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
  })
  afterAll(() => t.close())

  it('offers only paying on delivery or collection, and refuses an online order clearly', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/client/shop/settings',
    })
    expect(settings.json().data.policy.onlinePayment).toBe(false)
    const customer = await createCustomer(t, 'Dara')
    await asCustomer(t, customer).addBulk([line('item-baklava', 1)])
    const res = await orderClient(t, customer).submit({
      order_type: 'collection',
      payment_method: 'online',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      status: false,
      code: 'ONLINE_PAYMENT_UNAVAILABLE',
      message:
        'Paying online is not available right now: pay by cash or card on delivery or at collection.',
    })
    // Nothing was placed and the basket is as it was.
    expect((await asCustomer(t, customer).getCart()).json().data).toHaveLength(
      1,
    )
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: {},
    })
    expect(webhook.statusCode).toBe(404)
  })
})

describe('Stripe settings', () => {
  it('need both keys, or neither', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY',
    )
    expect(() => loadEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      'STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET',
    )
    expect(() =>
      loadEnv({
        STRIPE_SECRET_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
    ).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret key')
  })

  it('production takes a live key and refuses a test key', () => {
    const live = loadEnv({
      ...LIVE,
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    })
    expect(live.STRIPE_SECRET_KEY).toBe('sk_live_abc')
    expect(() =>
      loadEnv({
        ...LIVE,
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }),
    ).toThrow('a test key (sk_test_…) takes no real money')
  })

  it('the API will not start in production with a test key, and says why', async () => {
    const failed = await run('npx', ['tsx', 'src/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        ...process.env,
        ...LIVE,
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain(
      'STRIPE_SECRET_KEY: a test key (sk_test_…) takes no real money; production needs the live key (sk_live_…)',
    )
  }, 30_000)
})
