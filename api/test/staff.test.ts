import { execFile } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import {
  orderClient,
  STAFF_TOKEN,
  saveAddress,
  staffClient,
} from './helpers/order'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let customer: TestCustomer

beforeAll(async () => {
  t = await startTestApp({
    SHOP_STATUS_OVERRIDE: 'open',
    STAFF_TOKEN,
  })
  customer = await createCustomer(t, 'Úna')
})
afterAll(() => t.close())

async function placeOrder(type: 'delivery' | 'collection') {
  await asCustomer(t, customer).addBulk([line('item-baklava', 3)])
  const address_id =
    type === 'delivery' ? await saveAddress(t, customer) : undefined
  const res = await orderClient(t, customer).submit({
    order_type: type,
    address_id,
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as { _id: string; order_id: string }
}

const statusOf = async (orderId: string) =>
  (await orderClient(t, customer).list())
    .json()
    .data.find((o: { _id: string }) => o._id === orderId).order_status

describe('who may use the staff endpoints', () => {
  it('refuses no token, a wrong token and a customer’s token', async () => {
    const order = await placeOrder('collection')
    for (const token of [
      null,
      'wrong',
      STAFF_TOKEN.slice(0, -1),
      customer.token,
    ]) {
      const staff = staffClient(t, token)
      for (const res of [
        await staff.live(),
        await staff.get(order.order_id),
        await staff.advance(order.order_id),
        await staff.setStatus(order.order_id, 'cancelled'),
      ]) {
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual({
          status: false,
          code: 'STAFF_UNAUTHORIZED',
          message: 'This needs the staff token.',
        })
      }
    }
    expect(await statusOf(order._id)).toBe('pending')
  })

  it('does not exist when STAFF_TOKEN is not set', async () => {
    const plain = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
    try {
      const res = await staffClient(plain).live()
      expect(res.statusCode).toBe(404)
      expect(res.json().status).toBe(false)
    } finally {
      await plain.close()
    }
  })
})

describe('moving orders along', () => {
  it('takes a delivery from pending to delivered, and the customer sees each step', async () => {
    const order = await placeOrder('delivery')
    const staff = staffClient(t)
    const seen: string[] = []
    for (const expected of ['preparing', 'out_for_delivery', 'delivered']) {
      const res = await staff.advance(order.order_id)
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe(
        `Order ${order.order_id} is now ${expected}.`,
      )
      seen.push(await statusOf(order._id))
    }
    expect(seen).toEqual(['preparing', 'out_for_delivery', 'delivered'])
    const final = await staff.advance(order.order_id)
    expect(final.statusCode).toBe(409)
    expect(final.json()).toEqual({
      status: false,
      code: 'INVALID_STATUS_CHANGE',
      message: `Order ${order.order_id} is delivered; it has no next status.`,
    })
  })

  it('takes a collection through ready, not out for delivery', async () => {
    const order = await placeOrder('collection')
    const staff = staffClient(t)
    await staff.setStatus(order.order_id, 'preparing')
    const wrong = await staff.setStatus(order.order_id, 'out_for_delivery')
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().message).toBe(
      `Order ${order.order_id} is preparing; a collection order cannot go from preparing to out_for_delivery.`,
    )
    expect((await staff.setStatus(order.order_id, 'ready')).statusCode).toBe(
      200,
    )
    expect(
      (await staff.setStatus(order.order_id, 'delivered')).statusCode,
    ).toBe(200)
  })

  it.each(['delivered', 'ready', 'pending'])(
    'refuses pending → %s',
    async (to) => {
      const order = await placeOrder('delivery')
      const res = await staffClient(t).setStatus(order.order_id, to)
      expect(res.statusCode).toBe(409)
      expect(await statusOf(order._id)).toBe('pending')
    },
  )

  it('cancels from pending or preparing only', async () => {
    const staff = staffClient(t)
    const early = await placeOrder('collection')
    expect(
      (await staff.setStatus(early.order_id, 'cancelled')).statusCode,
    ).toBe(200)
    const cooking = await placeOrder('collection')
    await staff.advance(cooking.order_id)
    expect(
      (await staff.setStatus(cooking.order_id, 'cancelled')).statusCode,
    ).toBe(200)
    const onTheCounter = await placeOrder('collection')
    await staff.advance(onTheCounter.order_id)
    await staff.advance(onTheCounter.order_id)
    const late = await staff.setStatus(onTheCounter.order_id, 'cancelled')
    expect(late.statusCode).toBe(409)
    expect(await statusOf(onTheCounter._id)).toBe('ready')
    // A cancelled order is final.
    expect((await staff.advance(early.order_id)).statusCode).toBe(409)
  })

  it('moves the changed order to the top of the customer’s list', async () => {
    const older = await placeOrder('collection')
    await placeOrder('collection')
    await staffClient(t).advance(older.order_id)
    const [first] = (await orderClient(t, customer).list()).json().data
    expect(first._id).toBe(older._id)
  })

  it('answers unknown orders and bad statuses clearly', async () => {
    const staff = staffClient(t)
    for (const reference of [
      '999999',
      'abc',
      '6f1c2a8e-1111-4b8e-9c55-000000000000',
    ]) {
      const res = await staff.get(reference)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        status: false,
        code: 'ORDER_NOT_FOUND',
        message: 'That order was not found.',
      })
    }
    const order = await placeOrder('collection')
    const res = await staff.setStatus(order.order_id, 'eaten')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(
      'status must be one of pending, preparing',
    )
  })
})

describe('the live list', () => {
  it('lists undelivered orders oldest first with the customer’s name and number', async () => {
    const order = await placeOrder('delivery')
    const res = await staffClient(t).live()
    expect(res.statusCode).toBe(200)
    const live = res.json().data as {
      _id: string
      order_status: string
      createdAt: string
      customer: { name: string; mobile: string }
      next_status: string | null
    }[]
    expect(
      live.every((o) => !['delivered', 'cancelled'].includes(o.order_status)),
    ).toBe(true)
    const times = live.map((o) => o.createdAt)
    expect(times).toEqual([...times].sort())
    expect(live.find((o) => o._id === order._id)).toMatchObject({
      customer: {
        name: 'Úna',
        mobile: expect.stringMatching(/^7700900\d{3}$/),
      },
      next_status: 'preparing',
    })
  })
})

describe('the staff command line', () => {
  const run = promisify(execFile)
  let apiUrl: string

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`
  })

  const staffCli = (args: string[], token = STAFF_TOKEN) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
      env: { ...process.env, API_URL: apiUrl, STAFF_TOKEN: token },
    })

  it('lists live orders and moves one along', async () => {
    const order = await placeOrder('collection')
    const list = await staffCli(['list'])
    expect(list.stdout).toContain(
      `#${order.order_id}  pending  collection  £14.82 (cash)`,
    )
    expect(list.stdout).toContain('3 × Pistachio Baklava (4)')
    const advanced = await staffCli(['advance', order.order_id])
    expect(advanced.stdout.trim()).toBe(
      `Order ${order.order_id} is now preparing.`,
    )
    const set = await staffCli(['set', `#${order.order_id}`, 'ready'])
    expect(set.stdout.trim()).toBe(`Order ${order.order_id} is now ready.`)
    expect(await statusOf(order._id)).toBe('ready')
  }, 30_000)

  it('prints the refusal and exits non-zero', async () => {
    const order = await placeOrder('collection')
    await expect(
      staffCli(['set', order.order_id, 'delivered']),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot go from pending to delivered'),
    })
    await expect(staffCli(['list'], 'wrong-token')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This needs the staff token.'),
    })
    await expect(staffCli(['frobnicate'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: pnpm --filter api staff'),
    })
  }, 30_000)
})
