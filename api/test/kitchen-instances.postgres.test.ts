import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp, testEnv } from './helpers/test-app'

// The board is open on one API instance; the customer orders through another, as behind a
// load balancer. Runs in the PostgreSQL pass only (vitest.config.ts).

describe('a board on one instance, orders through another', () => {
  let t: TestApp
  let boardSide: FastifyInstance
  let orderSide: FastifyInstance
  let customer: TestCustomer
  let member: TestStaff

  beforeAll(async () => {
    t = await startTestApp({})
    // Without `db`, each instance opens its own connection pool, as two servers would.
    const instance = () =>
      buildApp({
        env: testEnv(t.database, { SHOP_STATUS_OVERRIDE: 'open' }),
        logger: false,
      })
    boardSide = await instance()
    orderSide = await instance()
    await boardSide.listen({ port: 0, host: '127.0.0.1' })
    customer = await createCustomer(t, 'Orla')
    member = await createStaff(t)
  })
  afterAll(async () => {
    await boardSide.close()
    await orderSide.close()
    await t.close()
  })

  it('rings within a second for orders placed on the other instance, and follows their changes', async () => {
    const port = (boardSide.server.address() as AddressInfo).port
    const response = await fetch(
      `http://127.0.0.1:${port}/api/staff/board/events`,
      {
        headers: member.auth,
      },
    )
    const events = readEvents(response)
    try {
      expect((await events.next()).event).toBe('board')
      const waits: number[] = []
      for (let i = 0; i < 5; i++) {
        await orderSide.inject({
          method: 'POST',
          url: '/api/user/cart/add-bulk',
          headers: customer.auth,
          payload: { items: [line('item-baklava', 3)] },
        })
        const placedAt = Date.now()
        const placed = await orderSide.inject({
          method: 'POST',
          url: '/api/user/order/submit',
          headers: customer.auth,
          payload: { order_type: 'collection' },
        })
        expect(placed.statusCode).toBe(201)
        const event = await events.next(2000)
        waits.push(Date.now() - placedAt)
        expect(event).toMatchObject({
          event: 'order',
          data: { _id: placed.json().data._id, order_status: 'pending' },
        })
      }
      console.log(`board, other instance: order to card ${waits.join(', ')} ms`)
      expect(Math.max(...waits)).toBeLessThan(1000)
    } finally {
      await events.close()
    }
  })
})
