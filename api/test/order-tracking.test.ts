import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import {
  anotherDevice,
  createCustomer,
  type TestCustomer,
} from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import { orderClient, staffClient } from './helpers/order'
import { createStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let base: string
let aoife: TestCustomer
let brendan: TestCustomer

beforeAll(async () => {
  t = await startTestApp({
    SHOP_STATUS_OVERRIDE: 'open',
    ORDER_EVENTS_POLL_MS: '200',
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`
  aoife = await createCustomer(t, 'Aoife')
  brendan = await createCustomer(t, 'Brendan')
})
afterAll(() => t.close())

async function placeOrder(customer: TestCustomer) {
  await asCustomer(t, customer).addBulk([line('item-baklava', 3)])
  const res = await orderClient(t, customer).submit({
    order_type: 'collection',
  })
  return res.json().data as { _id: string; order_id: string }
}

const stream = (orderId: string, customer: TestCustomer | null) =>
  fetch(`${base}/user/order/${orderId}/events`, {
    headers: customer ? { authorization: `Bearer ${customer.token}` } : {},
  })

type Event = { event: string; data: { _id: string; order_status: string } }

describe('GET /user/order/:orderId', () => {
  it('answers one of the customer’s orders by id or short number', async () => {
    const order = await placeOrder(aoife)
    for (const reference of [order._id, order.order_id]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/order/${reference}`,
        headers: aoife.auth,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data._id).toBe(order._id)
    }
  })

  it('answers another customer’s order exactly like an unknown one', async () => {
    const order = await placeOrder(aoife)
    for (const reference of [order._id, order.order_id, '999999', 'nonsense']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/order/${reference}`,
        headers: brendan.auth,
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        status: false,
        code: 'ORDER_NOT_FOUND',
        message: 'That order was not found.',
      })
    }
  })
})

describe('live order events', () => {
  it('sends the order at once and again as soon as staff move it', async () => {
    const order = await placeOrder(aoife)
    const response = await stream(order._id, aoife)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const events = readEvents(response)
    try {
      const first = (await events.next()) as Event
      expect(first.event).toBe('order')
      expect(first.data).toMatchObject({
        _id: order._id,
        order_status: 'pending',
      })

      const movedAt = Date.now()
      const kitchen = staffClient(t, (await createStaff(t)).token)
      await kitchen.advance(order.order_id)
      const second = (await events.next()) as Event
      expect(second.data.order_status).toBe('preparing')
      // Pushed by the staff call itself, well before the next poll would find it.
      expect(Date.now() - movedAt).toBeLessThan(1000)
    } finally {
      await events.close()
    }
  })

  it('finds changes made by another API instance on the next poll', async () => {
    const order = await placeOrder(aoife)
    const events = readEvents(await stream(order._id, aoife))
    try {
      await events.next()
      // Another instance writes straight to the shared database.
      await t.database.db.query(
        `update orders set status = 'cancelled', updated_at = now() where id = $1::uuid`,
        [order._id],
      )
      const update = (await events.next(3000)) as Event
      expect(update.data.order_status).toBe('cancelled')
    } finally {
      await events.close()
    }
  })

  it('refuses a stranger, another customer and an unknown order before streaming', async () => {
    const order = await placeOrder(aoife)
    const stranger = await stream(order._id, null)
    expect(stranger.status).toBe(401)
    expect(((await stranger.json()) as { code: string }).code).toBe(
      'UNAUTHORIZED',
    )
    const other = await stream(order._id, brendan)
    expect(other.status).toBe(404)
    expect(((await other.json()) as { code: string }).code).toBe(
      'ORDER_NOT_FOUND',
    )
  })

  it('ends within seconds when the customer signs out on another device', async () => {
    const ciara = await createCustomer(t, 'Ciara')
    const order = await placeOrder(ciara)
    const events = readEvents(await stream(order._id, ciara))
    try {
      expect((await events.next()).event).toBe('order')
      const phone = await anotherDevice(t, ciara)
      await t.app.inject({
        method: 'POST',
        url: '/api/user/logout-all',
        headers: { authorization: `Bearer ${phone}` },
      })
      await expect(events.next(7000)).rejects.toThrow('the stream ended')
    } finally {
      await events.close()
    }
  })

  it('allows 5 open streams per customer and frees a place when one closes', async () => {
    const order = await placeOrder(brendan)
    const open = await Promise.all(
      Array.from({ length: 5 }, () => stream(order._id, brendan)),
    )
    expect(open.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const sixth = await stream(order._id, brendan)
    expect(sixth.status).toBe(429)
    expect(await sixth.json()).toMatchObject({
      code: 'TOO_MANY_STREAMS',
      retryAfterSeconds: 30,
    })
    await open[0]?.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const again = await stream(order._id, brendan)
    expect(again.status).toBe(200)
    await again.body?.cancel()
    for (const response of open.slice(1)) await response.body?.cancel()
  })
})
