import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import type { Db } from '../src/db/client'
import { hashToken } from '../src/modules/session/session.service'
import { startTestApp, type TestApp, testEnv } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('the reply envelope', () => {
  it('answers an unknown path with 404 in the failure envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-path' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toMatchObject({ status: false, code: 'NOT_FOUND' })
    expect(res.json().message).toEqual(expect.any(String))
  })

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      status: false,
      message: 'The request body is not valid JSON.',
      code: 'INVALID_JSON',
    })
  })

  it('answers bad input with 400 and a message naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
      payload: { id: 'cat-kebabs', food_type: 'vegan' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_ERROR',
    })
    expect(res.json().message).toContain('food_type')
  })

  it('answers a missing body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe(false)
  })

  it('answers an unexpected failure with a generic 500 and keeps details out', async () => {
    let isBroken = false
    const real = t.database.db
    const flaky: Db = {
      ...real,
      query: (sql, params) =>
        isBroken
          ? Promise.reject(new Error('connection reset: pg secret detail'))
          : real.query(sql, params),
    }
    const app = await buildApp({
      env: testEnv(t.database),
      db: flaky,
      logger: false,
    })
    try {
      isBroken = true
      const res = await app.inject({ method: 'GET', url: '/api/blog' })
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({
        status: false,
        message: 'Something went wrong. Please try again.',
        code: 'INTERNAL_ERROR',
      })
    } finally {
      await app.close()
    }
  })

  it('answers /health with status true', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true })
  })
})

describe('authentication', () => {
  it('answers get-profile without a token with 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      status: false,
      message: 'Please log in first.',
      code: 'UNAUTHORIZED',
    })
  })

  it('answers an unknown token with 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { authorization: 'Bearer not-a-real-token' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('returns the profile for a valid session and rejects an expired one', async () => {
    const { db } = t.database
    const [user] = await db.query<{ id: string }>(
      `insert into users (name, email, mobile) values ('Ciara Byrne', 'ciara@example.com', '7700900123')
       returning id::text as id`,
    )
    const token = randomBytes(24).toString('hex')
    const expired = randomBytes(24).toString('hex')
    await db.query(
      `insert into sessions (token_hash, user_id, expires_at) values
         ($1, $3, now() + interval '1 day'), ($2, $3, now() - interval '1 minute')`,
      [hashToken(token), hashToken(expired), user?.id],
    )
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      status: true,
      user: {
        name: 'Ciara Byrne',
        email: 'ciara@example.com',
        mobile: '7700900123',
      },
    })
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { authorization: `Bearer ${expired}` },
    })
    expect(stale.statusCode).toBe(401)
  })
})

describe('CORS', () => {
  it('allows the local site origins and no others', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    })
    expect(allowed.headers['access-control-allow-origin']).toBe(
      'http://localhost:3000',
    )
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('lets the site save with PUT (the owner’s post editor)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/staff/posts/any',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT')
  })
})
