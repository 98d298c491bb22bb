import { expect, vi } from 'vitest'
import type { TestCustomer } from './customer'
import type { TestApp } from './test-app'

/** The customer's mobile and email, as the database holds them. */
export async function contactOf(t: TestApp, customer: TestCustomer) {
  const [row] = await t.database.db.query<{ mobile: string; email: string }>(
    'select mobile, email from users where id = $1::uuid',
    [customer.userId],
  )
  if (!row) throw new Error('no such customer')
  return row
}

/** The texts the dev outbox holds for a mobile, oldest first. */
export async function textsTo(t: TestApp, mobile: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?mobile=${mobile}`,
  })
  expect(res.statusCode).toBe(200)
  return (res.json().data as { text: string }[]).map((entry) => entry.text)
}

/** The emails the dev mail outbox holds for an address, oldest first. */
export async function mailsTo(t: TestApp, to: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}`,
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as {
    to: string
    subject: string
    text: string
    html: string
  }[]
}

/** Waits until the outbox rows of the order are all sent or given up (the worker is async). */
export async function outboxSettled(t: TestApp, orderId: string) {
  await vi.waitFor(
    async () => {
      const [row] = await t.database.db.query<{ pending: number }>(
        `select count(*)::int as pending from notifications
          where order_id = $1::uuid and state = 'pending'`,
        [orderId],
      )
      expect(row?.pending).toBe(0)
    },
    { timeout: 10_000, interval: 50 },
  )
}

/** Each notice of an order: channel, kind and state, oldest first. */
export const noticesOf = (t: TestApp, orderId: string) =>
  t.database.db.query<{
    channel: string
    kind: string
    state: string
    attempts: number
  }>(
    `select channel, kind, state, attempts from notifications
      where order_id = $1::uuid order by channel desc, created_at, kind`,
    [orderId],
  )
