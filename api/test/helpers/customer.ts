import { randomBytes } from 'node:crypto'
import { hashToken } from '../../src/modules/session/session.service'
import type { TestApp } from './test-app'

export type TestCustomer = {
  token: string
  userId: string
  auth: { authorization: string }
}

let counter = 0

/**
 * A registered customer with a live session, written straight to the database as the OTP
 * login would leave it, so cart and address tests do not depend on the login flow.
 */
export async function createCustomer(
  t: TestApp,
  name = 'Test Customer',
): Promise<TestCustomer> {
  counter += 1
  // 07700 900000–900999 is Ofcom's drama range: never a real customer's phone.
  const mobile = `7700900${String(counter).padStart(3, '0')}`
  const [user] = await t.database.db.query<{ id: string }>(
    `insert into users (name, email, mobile) values ($1, $2, $3) returning id::text as id`,
    [name, `customer${counter}@example.com`, mobile],
  )
  if (!user) throw new Error('could not create a test customer')
  const token = randomBytes(32).toString('base64url')
  await insertSession(t, user.id, token)
  return { token, userId: user.id, auth: { authorization: `Bearer ${token}` } }
}

/** A live session as a login leaves it; an existing one with that token is left as it is. */
async function insertSession(t: TestApp, userId: string, token: string) {
  await t.database.db.query(
    `insert into sessions (token_hash, user_id, expires_at)
     values ($1, $2::uuid, now() + interval '30 days') on conflict do nothing`,
    [hashToken(token), userId],
  )
}

/** The customer signed in on another device: a second live token of theirs. */
export async function anotherDevice(
  t: TestApp,
  customer: TestCustomer,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await insertSession(t, customer.userId, token)
  return token
}

/** Brings back the customer's own session after a test call signed it out. */
export function restoreSession(t: TestApp, customer: TestCustomer) {
  return insertSession(t, customer.userId, customer.token)
}

/** A token of the customer's that was valid until a minute ago. */
export async function expiredToken(
  t: TestApp,
  customer: TestCustomer,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await t.database.db.query(
    `insert into sessions (token_hash, user_id, created_at, expires_at)
     values ($1, $2::uuid, now() - interval '30 days', now() - interval '1 minute')`,
    [hashToken(token), customer.userId],
  )
  return token
}
