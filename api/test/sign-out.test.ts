import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../src/modules/session/session.service'
import { anotherDevice, createCustomer, expiredToken } from './helpers/customer'
import { authClient, createClock, SECOND } from './helpers/otp'
import {
  startSecondInstance,
  startTestApp,
  type TestApp,
} from './helpers/test-app'

// Signing out ends the session in the database, so the token answers 401 at once on this
// instance and on another one over the same database (its own pool on PostgreSQL).

// The clock starts now, so sessions the helpers write with the database's now() agree with it.
const clock = createClock(new Date().toISOString())
let t: TestApp
let other: FastifyInstance

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  other = await startSecondInstance(t, clock.now)
})
afterAll(async () => {
  await other.close()
  await t.close()
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

const post = (url: string, token?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
  })

const profileStatus = async (token: string, app = t.app) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: bearer(token),
    })
  ).statusCode

const sessionsOf = async (userId: string) =>
  (
    await t.database.db.query<{ token_hash: string }>(
      'select token_hash from sessions where user_id = $1::uuid',
      [userId],
    )
  ).map((row) => row.token_hash)

describe('POST /user/logout', () => {
  it('signs this device out: its token answers 401 at once, here and on another instance', async () => {
    const customer = await createCustomer(t, 'Aoife')
    const phone = await anotherDevice(t, customer)
    // The other instance has used the token, so it would have it if it kept sessions.
    expect(await profileStatus(customer.token, other)).toBe(200)

    const res = await post('/user/logout', customer.token)

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'You are signed out.',
    })
    expect(await profileStatus(customer.token)).toBe(401)
    expect(await profileStatus(customer.token, other)).toBe(401)
    // Only this device: the phone stays signed in.
    expect(await profileStatus(phone)).toBe(200)
    expect(await sessionsOf(customer.userId)).toEqual([hashToken(phone)])
  })

  it('answers a signed-out, unknown, expired or missing token with 401 like any call', async () => {
    const customer = await createCustomer(t, 'Brendan')
    await post('/user/logout', customer.token)
    const expired = await expiredToken(t, await createCustomer(t, 'Ciara'))
    for (const token of [customer.token, 'not-a-real-token', expired]) {
      const res = await post('/user/logout', token)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        status: false,
        message: 'Please log in first.',
        code: 'UNAUTHORIZED',
      })
    }
    expect((await post('/user/logout')).statusCode).toBe(401)
  })

  it('lets the customer log in again by code afterwards', async () => {
    const auth = authClient(t)
    const { mobile, token } = await auth.register()
    expect((await post('/user/logout', token)).statusCode).toBe(200)

    clock.advance(31 * SECOND)
    expect((await auth.login(mobile)).statusCode).toBe(200)
    const verified = await auth.verify(mobile, await auth.lastCode(mobile))

    expect(verified.statusCode).toBe(200)
    const fresh = verified.json().data as string
    expect(fresh).not.toBe(token)
    expect(await profileStatus(fresh)).toBe(200)
    expect(await profileStatus(token)).toBe(401)
  })
})

describe('POST /user/logout-all', () => {
  it('signs out every device of the customer, on every instance, and leaves others alone', async () => {
    const customer = await createCustomer(t, 'Declan')
    const devices = [
      customer.token,
      await anotherDevice(t, customer),
      await anotherDevice(t, customer),
    ]
    // An expired session is no device: it is removed but not counted.
    await expiredToken(t, customer)
    const neighbour = await createCustomer(t, 'Eimear')

    const res = await post('/user/logout-all', devices[1], other)

    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Signed out on 3 devices.',
      data: { devices: 3 },
    })
    for (const token of devices) {
      expect(await profileStatus(token)).toBe(401)
      expect(await profileStatus(token, other)).toBe(401)
    }
    expect(await sessionsOf(customer.userId)).toEqual([])
    expect(await profileStatus(neighbour.token)).toBe(200)
    expect((await post('/user/logout-all', customer.token)).statusCode).toBe(
      401,
    )
  })

  it('says "1 device" when only this one was signed in', async () => {
    const customer = await createCustomer(t, 'Fionn')
    const res = await post('/user/logout-all', customer.token)
    expect(res.json()).toEqual({
      status: true,
      message: 'Signed out on 1 device.',
      data: { devices: 1 },
    })
  })
})
