import { execFile } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import { orderClient, saveAddress, staffClient } from './helpers/order'
import { createClock, MINUTE, SECOND } from './helpers/otp'
import { auditOfSubject } from './helpers/site'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// The app's clock starts at the real time, so the database's own timestamps agree with it.
const clock = createClock(new Date().toISOString())
let t: TestApp
let customer: TestCustomer
let member: TestStaff

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' }, clock.now)
  customer = await createCustomer(t, 'Úna')
  member = await createStaff(t, 'staff', 'Ciara')
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

const customerView = async (orderId: string) =>
  (await orderClient(t, customer).list())
    .json()
    .data.find((o: { _id: string }) => o._id === orderId)

const statusOf = async (orderId: string) =>
  (await customerView(orderId)).order_status

const kitchen = () => staffClient(t, member.token)

describe('accepting with a ready time', () => {
  it('quotes the time the customer sees: ready at for collection, plus the drive for delivery', async () => {
    const collection = await placeOrder('collection')
    const accepted = await kitchen().accept(collection.order_id, 20)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().message).toBe(
      `Order ${collection.order_id} is being prepared.`,
    )
    const readyAt = Date.parse(accepted.json().data.ready_at)
    expect(readyAt).toBe(clock.now().getTime() + 20 * MINUTE)
    expect(await customerView(collection._id)).toMatchObject({
      order_status: 'preparing',
      ready_at: new Date(readyAt).toISOString(),
      expected_at: new Date(readyAt).toISOString(),
    })

    const delivery = await placeOrder('delivery')
    await kitchen().accept(delivery.order_id, 30)
    const seen = await customerView(delivery._id)
    const drive = Date.parse(seen.expected_at) - Date.parse(seen.ready_at)
    // BT7 1JG is about a mile from the shop: 10 minutes to load, 3 a mile.
    expect(drive).toBe((10 + Math.ceil(3 * seen.delivery_miles)) * MINUTE)
  })

  it('changes the quoted time, and the customer sees the new one', async () => {
    const order = await placeOrder('collection')
    await kitchen().accept(order.order_id, 15)
    const later = await kitchen().readyTime(order.order_id, 45)
    expect(later.statusCode).toBe(200)
    expect((await customerView(order._id)).ready_at).toBe(
      new Date(clock.now().getTime() + 45 * MINUTE).toISOString(),
    )
    const pending = await placeOrder('collection')
    const early = await kitchen().readyTime(pending.order_id, 10)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(
      `Order ${pending.order_id} is pending: a ready time is set when it is accepted.`,
    )
  })

  it.each([0, 181, 12.5, '20', null])(
    'refuses %s minutes with a clear message',
    async (minutes) => {
      const order = await placeOrder('collection')
      const res = await kitchen().accept(order.order_id, minutes)
      expect(res.statusCode).toBe(400)
      expect(res.json().status).toBe(false)
      expect(res.json().message).toMatch(/minutes/)
      expect(await statusOf(order._id)).toBe('pending')
    },
  )

  it('records who accepted, with the state before and after', async () => {
    const order = await placeOrder('collection')
    await kitchen().accept(order.order_id, 10)
    const [entry] = await auditOfSubject(t, `order ${order.order_id}`)
    expect(entry).toMatchObject({
      staff_name: 'Ciara',
      action: 'order-accepted',
      before: { status: 'pending', ready_at: null },
      after: { status: 'preparing', ready_at: expect.any(String) },
    })
  })
})

describe('rejecting with a reason', () => {
  it('gives the customer the reason, from the list or typed', async () => {
    const busy = await placeOrder('collection')
    const res = await kitchen().reject(busy.order_id, 'too_busy')
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(`Order ${busy.order_id} is rejected.`)
    expect(await customerView(busy._id)).toMatchObject({
      order_status: 'rejected',
      reject_reason: 'The kitchen is too busy to take it right now.',
    })
    const other = await placeOrder('collection')
    await kitchen().reject(
      other.order_id,
      'other',
      'The oven is broken tonight.',
    )
    expect((await customerView(other._id)).reject_reason).toBe(
      'The oven is broken tonight.',
    )
  })

  it('names the dishes that ran out, each once, and asks which when none is named', async () => {
    await asCustomer(t, customer).addBulk([
      line('item-adana-kebab', 2),
      line('item-chips'),
      line('item-adana-kebab', 1, {}, 'no onions'),
    ])
    const placed = await orderClient(t, customer).submit({
      order_type: 'collection',
    })
    const order = placed.json().data as { _id: string; order_id: string }
    const lines = (await customerView(order._id)).items as {
      _id: string
      menuItem: { name: string }
    }[]
    const ids = (name: string) =>
      lines.filter((l) => l.menuItem.name === name).map((l) => l._id)

    const unnamed = await kitchen().reject(order.order_id, 'item_unavailable')
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().message).toContain('Please choose what has run out.')
    const stranger = await kitchen().reject(
      order.order_id,
      'item_unavailable',
      undefined,
      ['999999'],
    )
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().message).toBe(
      `Order ${order.order_id} has no line 999999: choose what ran out from its dishes.`,
    )
    expect(await statusOf(order._id)).toBe('pending')

    const res = await kitchen().reject(
      order.order_id,
      'item_unavailable',
      undefined,
      [...ids('Adana Kebab'), ...ids('Skin-on Chips')],
    )
    expect(res.statusCode).toBe(200)
    expect((await customerView(order._id)).reject_reason).toBe(
      'Something in it has run out: Adana Kebab, Skin-on Chips.',
    )
  })

  it('asks for the text of "other", refuses unknown reasons and orders already accepted', async () => {
    const order = await placeOrder('collection')
    const blank = await kitchen().reject(order.order_id, 'other', '   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toContain(
      'Please say why the order is rejected.',
    )
    const unknown = await kitchen().reject(order.order_id, 'bored')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toContain('reason must be one of too_busy')
    const long = await kitchen().reject(
      order.order_id,
      'other',
      'x'.repeat(201),
    )
    expect(long.statusCode).toBe(400)
    await kitchen().accept(order.order_id, 10)
    const late = await kitchen().reject(order.order_id, 'too_busy')
    expect(late.statusCode).toBe(409)
    expect(await statusOf(order._id)).toBe('preparing')
  })
})

describe('moving orders along', () => {
  it('takes a delivery from pending to delivered, and the customer sees each step', async () => {
    const order = await placeOrder('delivery')
    const seen: string[] = []
    for (const expected of ['preparing', 'out_for_delivery', 'delivered']) {
      const res = await kitchen().advance(order.order_id)
      expect(res.statusCode).toBe(200)
      seen.push(await statusOf(order._id))
      expect(res.json().data.order_status).toBe(expected)
    }
    expect(seen).toEqual(['preparing', 'out_for_delivery', 'delivered'])
    expect(
      (await auditOfSubject(t, `order ${order.order_id}`)).map((e) => e.action),
    ).toEqual(['order-accepted', 'order-out-for-delivery', 'order-delivered'])
    const final = await kitchen().advance(order.order_id)
    expect(final.statusCode).toBe(409)
    expect(final.json()).toEqual({
      status: false,
      code: 'INVALID_STATUS_CHANGE',
      message: `Order ${order.order_id} is delivered; it has no next status.`,
    })
  })

  it('accepting by one tap quotes the default 20 minutes', async () => {
    const order = await placeOrder('collection')
    const res = await kitchen().advance(order.order_id)
    expect(Date.parse(res.json().data.ready_at)).toBe(
      clock.now().getTime() + 20 * MINUTE,
    )
  })

  it('takes a collection through ready, not out for delivery', async () => {
    const order = await placeOrder('collection')
    await kitchen().setStatus(order.order_id, 'preparing')
    const wrong = await kitchen().setStatus(order.order_id, 'out_for_delivery')
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().message).toBe(
      `Order ${order.order_id} is preparing; a collection order cannot go from preparing to out_for_delivery.`,
    )
    expect(
      (await kitchen().setStatus(order.order_id, 'ready')).statusCode,
    ).toBe(200)
    expect(
      (await kitchen().setStatus(order.order_id, 'delivered')).statusCode,
    ).toBe(200)
    // The owner's log says what happened at the counter.
    expect(
      (await auditOfSubject(t, `order ${order.order_id}`)).map((e) => e.action),
    ).toEqual(['order-accepted', 'order-ready', 'order-collected'])
  })

  it.each(['delivered', 'ready', 'pending'])(
    'refuses pending → %s',
    async (to) => {
      const order = await placeOrder('delivery')
      const res = await kitchen().setStatus(order.order_id, to)
      expect(res.statusCode).toBe(409)
      expect(await statusOf(order._id)).toBe('pending')
    },
  )

  it('cancels from pending or preparing only', async () => {
    const early = await placeOrder('collection')
    expect(
      (await kitchen().setStatus(early.order_id, 'cancelled')).statusCode,
    ).toBe(200)
    const cooking = await placeOrder('collection')
    await kitchen().advance(cooking.order_id)
    expect(
      (await kitchen().setStatus(cooking.order_id, 'cancelled')).statusCode,
    ).toBe(200)
    const onTheCounter = await placeOrder('collection')
    await kitchen().advance(onTheCounter.order_id)
    await kitchen().advance(onTheCounter.order_id)
    const late = await kitchen().setStatus(onTheCounter.order_id, 'cancelled')
    expect(late.statusCode).toBe(409)
    expect(await statusOf(onTheCounter._id)).toBe('ready')
    expect((await kitchen().advance(early.order_id)).statusCode).toBe(409)
  })

  it('undoes a mistaken tap within 10 seconds, and not after', async () => {
    const order = await placeOrder('collection')
    await kitchen().accept(order.order_id, 20)
    const tapped = await kitchen().advance(order.order_id)
    expect(tapped.json().data).toMatchObject({
      order_status: 'ready',
      undo: { status: 'preparing' },
    })
    clock.advance(9 * SECOND)
    const undone = await kitchen().undo(order.order_id)
    expect(undone.statusCode).toBe(200)
    expect(undone.json().data).toMatchObject({
      order_status: 'preparing',
      undo: null,
    })
    expect(await statusOf(order._id)).toBe('preparing')
    // Undo is not itself undoable, and a tap older than 10 s stays.
    expect((await kitchen().undo(order.order_id)).statusCode).toBe(409)
    await kitchen().advance(order.order_id)
    clock.advance(11 * SECOND)
    const tooLate = await kitchen().undo(order.order_id)
    expect(tooLate.statusCode).toBe(409)
    expect(tooLate.json().message).toBe(
      `Order ${order.order_id} has no change to undo: a tap can be undone for 10 seconds.`,
    )
    expect(await statusOf(order._id)).toBe('ready')
  })

  it('answers unknown orders and bad statuses clearly', async () => {
    for (const reference of [
      '999999',
      'abc',
      '6f1c2a8e-1111-4b8e-9c55-000000000000',
    ]) {
      const res = await kitchen().get(reference)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        status: false,
        code: 'ORDER_NOT_FOUND',
        message: 'That order was not found.',
      })
    }
    const order = await placeOrder('collection')
    const res = await kitchen().setStatus(order.order_id, 'eaten')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(
      'status must be one of pending, preparing',
    )
  })
})

describe('the board', () => {
  it('holds live orders with the customer, and today’s done and rejected', async () => {
    const live = await placeOrder('delivery')
    const done = await placeOrder('collection')
    for (let i = 0; i < 3; i++) await kitchen().advance(done.order_id)
    const res = await kitchen().board()
    expect(res.statusCode).toBe(200)
    const board = res.json().data
    expect(board.settings).toEqual({
      alertAfterMinutes: 5,
      rejectAfterMinutes: 10,
      autoPrint: false,
      printer: null,
      autoAccept: false,
      defaultReadyMinutes: 20,
      ringSound: 'beep',
      ringVolume: 40,
      busyMinutes: 0,
    })
    const ids = board.orders.map((o: { _id: string }) => o._id)
    expect(ids).toContain(live._id)
    expect(ids).toContain(done._id)
    expect(
      board.orders.find((o: { _id: string }) => o._id === live._id),
    ).toMatchObject({
      customer: {
        name: 'Úna',
        mobile: expect.stringMatching(/^7700900\d{3}$/),
      },
      next_status: 'preparing',
      acknowledgedAt: null,
      address: { addressLine1: '12 Rugby Avenue', addressLine2: 'Flat 2' },
    })
  })

  it('acknowledging stops the ringing once, and is recorded', async () => {
    const order = await placeOrder('collection')
    const first = await kitchen().acknowledge(order.order_id)
    expect(first.json().data.acknowledgedAt).toBe(clock.now().toISOString())
    clock.advance(SECOND)
    const again = await kitchen().acknowledge(order.order_id)
    expect(again.json().data.acknowledgedAt).toBe(
      first.json().data.acknowledgedAt,
    )
    expect(
      (await auditOfSubject(t, `order ${order.order_id}`)).map((e) => e.action),
    ).toEqual(['order-acknowledged'])
  })

  it('streams the whole board, then each new order and change as it happens', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {})
    const port = (t.app.server.address() as AddressInfo).port
    const response = await fetch(
      `http://127.0.0.1:${port}/api/staff/board/events`,
      {
        headers: member.auth,
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const events = readEvents(response)
    try {
      const first = await events.next()
      expect(first.event).toBe('board')
      const placed = await placeOrder('collection')
      const started = Date.now()
      const rang = await events.nextAbout(placed._id)
      expect(Date.now() - started).toBeLessThan(1000)
      expect(rang).toMatchObject({
        event: 'order',
        data: { _id: placed._id, order_status: 'pending' },
      })
      await kitchen().accept(placed.order_id, 15)
      expect(await events.nextAbout(placed._id)).toMatchObject({
        event: 'order',
        data: { _id: placed._id, order_status: 'preparing' },
      })
    } finally {
      await events.close()
    }
  })
})

describe('an order nobody answers', () => {
  // Its own app and clock: after the clock jumps, every order placed later would look old.
  // A fixed evening, so the 11 minutes it skips never cross the 05:00 turn of the trading day.
  const late = createClock('2026-11-27T19:00:00Z')
  let app: TestApp
  let diner: TestCustomer
  beforeAll(async () => {
    app = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' }, late.now)
    diner = await createCustomer(app, 'Niamh')
  })
  afterAll(() => app.close())

  const place = async () => {
    await asCustomer(app, diner).addBulk([line('item-baklava', 3)])
    const res = await orderClient(app, diner).submit({
      order_type: 'collection',
    })
    return res.json().data as { _id: string; order_id: string }
  }
  const seenByDiner = async (orderId: string) =>
    (await orderClient(app, diner).list())
      .json()
      .data.find((o: { _id: string }) => o._id === orderId)

  it('is rejected after 10 minutes, and the customer is told', async () => {
    const board = staffClient(app, (await createStaff(app)).token)
    const answered = await place()
    await board.acknowledge(answered.order_id)
    const ignored = await place()
    late.advance(9 * MINUTE)
    await board.board()
    expect((await seenByDiner(ignored._id)).order_status).toBe('pending')
    late.advance(2 * MINUTE)
    const orders = (await board.board()).json().data.orders
    expect(
      orders.find((o: { _id: string }) => o._id === ignored._id),
    ).toMatchObject({
      order_status: 'rejected',
      reject_reason: 'The restaurant did not respond in time',
    })
    expect(await seenByDiner(ignored._id)).toMatchObject({
      order_status: 'rejected',
      reject_reason: 'The restaurant did not respond in time',
    })
    // Seen by a member in time: it waits for their decision.
    expect((await seenByDiner(answered._id)).order_status).toBe('pending')
    const [entry] = await app.database.db.query<{
      staff_name: string
      action: string
    }>('select staff_name, action from staff_actions where subject = $1', [
      `order ${ignored.order_id}`,
    ])
    expect(entry).toMatchObject({
      staff_name: 'Automatic',
      action: 'order-rejected-unanswered',
    })
  })
})

describe('the staff command line', () => {
  const run = promisify(execFile)
  let apiUrl: string

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {})
    apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`
  })

  const staffCli = (args: string[], token = member.token) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
      env: { ...process.env, API_URL: apiUrl, STAFF_TOKEN: token },
    })

  it('lists live orders and moves one along on a staff session', async () => {
    const order = await placeOrder('collection')
    const list = await staffCli(['list'])
    expect(list.stdout).toContain(
      `#${order.order_id}  pending  collection  £14.82 (cash)`,
    )
    expect(list.stdout).toContain('3 × Pistachio Baklava (4)')
    const accepted = await staffCli(['accept', order.order_id, '15'])
    expect(accepted.stdout.trim()).toBe(
      `Order ${order.order_id} is being prepared.`,
    )
    const set = await staffCli(['set', `#${order.order_id}`, 'ready'])
    expect(set.stdout.trim()).toBe(
      `Order ${order.order_id} is ready for collection.`,
    )
    expect(await statusOf(order._id)).toBe('ready')

    const delivery = await placeOrder('delivery')
    expect((await staffCli(['list'])).stdout).toContain(
      `#${delivery.order_id}  pending  delivery`,
    )
    expect((await staffCli(['list'])).stdout).toContain(
      'Aoife Kelly, 12 Rugby Avenue, Flat 2, Belfast BT7 1JG',
    )
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
      stderr: expect.stringContaining('Please sign in to the kitchen first.'),
    })
    await expect(staffCli(['frobnicate'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: pnpm --filter api staff'),
    })
  }, 30_000)
})
