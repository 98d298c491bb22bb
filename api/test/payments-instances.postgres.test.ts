import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCustomer } from './helpers/customer'
import {
  type PayingApp,
  type PlacedOrder,
  placeOnline,
  sessionOf,
  startPayingApp,
} from './helpers/payments'
import { startSecondInstance } from './helpers/test-app'

// Two API instances on one PostgreSQL behind a load balancer: Stripe's events reach either,
// twice, shuffled and all at once. Runs in the PostgreSQL pass only (vitest.config.ts).

let paying: PayingApp
let second: FastifyInstance

const webhookOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/payments/stripe/webhook`

beforeAll(async () => {
  paying = await startPayingApp()
  second = await startSecondInstance(paying.t)
  await second.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await second.close()
  await paying.close()
})

it('pays every order once when duplicated, shuffled events arrive at both instances at once', async () => {
  const orders: PlacedOrder[] = []
  for (let i = 0; i < 20; i++) {
    orders.push(
      await placeOnline(paying.t, await createCustomer(paying.t, `Guest ${i}`)),
    )
  }
  paying.stripe.setDelivery('hold')
  for (const order of orders) {
    await paying.stripe.pay(sessionOf(paying.stripe, order).id)
  }
  await paying.stripe.flush({
    shuffle: true,
    duplicate: true,
    concurrent: true,
    urls: [webhookOf(paying.t.app), webhookOf(second)],
  })
  const deliveries = paying.stripe.deliveries()
  expect(deliveries.filter((d) => d.status !== 200)).toEqual([])

  const rows = await paying.t.database.db.query<{
    status: string
    payment_mode: string
    paid_amount: number
    final_amount: number
    refunded_amount: number
  }>(
    `select status, payment_mode, paid_amount, final_amount, refunded_amount from orders
      where id in (select jsonb_array_elements_text($1::jsonb)::uuid)`,
    [JSON.stringify(orders.map((o) => o._id))],
  )
  expect(rows).toHaveLength(20)
  for (const row of rows) {
    expect(row).toMatchObject({
      status: 'pending',
      payment_mode: 'CARD',
      paid_amount: row.final_amount,
      refunded_amount: 0,
    })
  }
  const [events] = await paying.t.database.db.query<{ count: number }>(
    'select count(*)::int as count from stripe_events',
  )
  expect(events?.count).toBe(20)
  expect(paying.stripe.refunds()).toEqual([])
})
