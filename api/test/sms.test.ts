import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadEnv } from '../src/config/env'
import { createDevOutboxProvider } from '../src/modules/sms/dev-outbox-provider'
import { startTestApp, type TestApp, testEnv } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('GET /api/dev/sms-outbox', () => {
  it('is empty for a mobile that was sent nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox?mobile=7700900000',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, data: [] })
  })

  it('lists what the dev provider kept, newest last, for that mobile only', async () => {
    const provider = createDevOutboxProvider(t.database.db)
    await provider.send({
      mobile: '7700900001',
      code: '1234',
      text: 'Your code is 1234',
    })
    await provider.send({
      mobile: '7700900002',
      code: '9999',
      text: 'Your code is 9999',
    })
    await provider.send({
      mobile: '7700900001',
      code: '5678',
      text: 'Your code is 5678',
    })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox?mobile=07700900001',
    })
    const { data } = res.json()
    expect(data.map((m: { code: string }) => m.code)).toEqual(['1234', '5678'])
    expect(data[1]).toMatchObject({
      mobile: '7700900001',
      text: 'Your code is 5678',
    })
    expect(data[1].createdAt).toEqual(expect.any(String))
  })

  it('answers a malformed mobile with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/sms-outbox?mobile=12ab',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('mobile')
  })

  it('does not exist when SMS_PROVIDER is not dev', async () => {
    const env = { ...testEnv(t.database), SMS_PROVIDER: undefined }
    const app = await buildApp({ env, db: t.database.db, logger: false })
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/dev/sms-outbox?mobile=7700900000',
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().status).toBe(false)
    } finally {
      await app.close()
    }
  })
})

describe('environment', () => {
  it('refuses to start in production without an SMS provider', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow('SMS_PROVIDER')
  })

  it('names a bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow('PORT')
    expect(() => loadEnv({ SHOP_STATUS_OVERRIDE: 'maybe' })).toThrow(
      'SHOP_STATUS_OVERRIDE',
    )
  })

  it('defaults to the dev outbox, port 4000 and the local site origins', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ SMS_PROVIDER: 'dev', PORT: 4000 })
    expect(env.CORS_ORIGINS).toContain('http://127.0.0.1:3003')
  })
})
