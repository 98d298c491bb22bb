import { type FakeTwilio, startFakeTwilio } from '@food/tools/fake-twilio'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer } from './helpers/customer'
import { contactOf, noticesOf, outboxSettled } from './helpers/notices'
import { orderClient, staffClient } from './helpers/order'
import { createClock, MINUTE, SECOND } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import {
  startSecondInstance,
  startTestApp,
  type TestApp,
} from './helpers/test-app'

// Texts go to a stand-in that speaks Twilio's Messages API, through the API's Twilio provider.
const clock = createClock(new Date().toISOString())
let twilio: FakeTwilio
let t: TestApp
let second: FastifyInstance
let member: TestStaff

beforeAll(async () => {
  twilio = await startFakeTwilio()
  t = await startTestApp(
    {
      SHOP_STATUS_OVERRIDE: 'open',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token',
      TWILIO_FROM: '+447700900999',
      TWILIO_API_BASE: twilio.url,
      SITE_URL: 'https://food.example',
    },
    clock.now,
  )
  second = await startSecondInstance(t, clock.now)
  member = await createStaff(t, 'staff', 'Ciara')
})
afterAll(async () => {
  await second.close()
  await t.close()
  await twilio.close()
})

async function placeOrder() {
  const who = await createCustomer(t, 'Úna')
  await asCustomer(t, who).addBulk([line('item-baklava', 2)])
  const res = await orderClient(t, who).submit({ order_type: 'collection' })
  expect(res.statusCode).toBe(201)
  const order = res.json().data as { _id: string; order_id: string }
  return { ...order, ...(await contactOf(t, who)) }
}

const textsFor = (order: { order_id: string }) =>
  twilio.messages().filter((m) => m.body.includes(`order ${order.order_id}`))

/** Waits until the order's text has failed `tries` times: waiting for a retry, not in flight. */
async function failedTries(order: { _id: string }, tries: number) {
  await vi.waitFor(
    async () => {
      const [row] = await t.database.db.query<{ attempts: number }>(
        `select attempts from notifications
          where order_id = $1::uuid and channel = 'sms' and last_error is not null
            and next_attempt_at <> $2::timestamptz + interval '60 seconds'`,
        [order._id, clock.now()],
      )
      expect(row?.attempts).toBe(tries)
    },
    { timeout: 10_000 },
  )
}

describe('texts through a provider that fails', () => {
  it('a provider that is down delays a text, then sends it once', async () => {
    const order = await placeOrder()
    const before = twilio.requests()
    twilio.failNext(2)
    await staffClient(t, member.token).accept(order.order_id, 20)
    // Tried again 10 s later (failing once more), then 30 s after that.
    await failedTries(order, 1)
    clock.advance(10 * SECOND)
    await failedTries(order, 2)
    expect(twilio.requests()).toBe(before + 2)
    clock.advance(30 * SECOND)
    await outboxSettled(t, order._id)
    expect(textsFor(order)).toHaveLength(1)
    expect(textsFor(order)[0]?.to).toBe(`+44${order.mobile}`)
    expect(
      (await noticesOf(t, order._id)).find((n) => n.channel === 'sms'),
    ).toMatchObject({ kind: 'accepted', state: 'sent', attempts: 3 })
  })

  it('two API instances send each text once', async () => {
    const orders = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder()),
    )
    // Every first try fails, so all the texts come due again at once on both instances.
    twilio.failNext(orders.length)
    const boards = [t.app, second]
    await Promise.all(
      orders.map((order, index) =>
        boards[index % 2]?.inject({
          method: 'POST',
          url: `/api/staff/orders/${order.order_id}/accept`,
          headers: member.auth,
          payload: { minutes: 20 },
        }),
      ),
    )
    // Once every first try has failed and is waiting for its retry, the clock moves past it.
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db.query<{ waiting: number }>(
          `select count(*)::int as waiting from notifications
            where channel = 'sms' and state = 'pending' and last_error is not null
              and order_id in (select jsonb_array_elements_text($1::jsonb)::uuid)`,
          [JSON.stringify(orders.map((order) => order._id))],
        )
        expect(row?.waiting).toBe(orders.length)
      },
      { timeout: 10_000 },
    )
    clock.advance(MINUTE)
    for (const order of orders) await outboxSettled(t, order._id)
    for (const order of orders) expect(textsFor(order)).toHaveLength(1)
  })

  it('a text still not sent after six tries is given up and shown on the board', async () => {
    const order = await placeOrder()
    twilio.failNext(6)
    await staffClient(t, member.token).accept(order.order_id, 20)
    for (const [tries, waitSeconds] of [
      [1, 10],
      [2, 30],
      [3, 90],
      [4, 270],
      [5, 810],
    ] as const) {
      await failedTries(order, tries)
      clock.advance(waitSeconds * SECOND)
    }
    await outboxSettled(t, order._id)
    expect(textsFor(order)).toEqual([])
    expect(
      (await noticesOf(t, order._id)).find((n) => n.channel === 'sms'),
    ).toMatchObject({ kind: 'accepted', state: 'failed', attempts: 6 })
    const board = (await staffClient(t, member.token).board()).json().data
    const card = board.orders.find((o: { _id: string }) => o._id === order._id)
    expect(card.text_problem).toBe(
      'The text telling the customer the order was accepted could not be sent: phone them.',
    )
  })
})
