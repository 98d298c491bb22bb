import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import { noticesOf, outboxSettled } from './helpers/notices'
import { orderClient, staffClient } from './helpers/order'
import { createClock, MINUTE } from './helpers/otp'
import { auditOfSubject } from './helpers/site'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// The app's clock starts at the real time, so the database's own timestamps agree with it.
const clock = createClock(new Date().toISOString())
let t: TestApp
let customer: TestCustomer
let member: TestStaff
let owner: TestStaff

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' }, clock.now)
  customer = await createCustomer(t, 'Úna')
  member = await createStaff(t, 'staff', 'Ciara')
  owner = await createStaff(t, 'owner', 'Mehmet')
})
afterAll(() => t.close())

const DEFAULTS = {
  alertAfterMinutes: 5,
  rejectAfterMinutes: 10,
  autoAccept: false,
  defaultReadyMinutes: 20,
  ringSound: 'beep',
  ringVolume: 40,
}

const read = (headers: Record<string, string> = owner.auth) =>
  t.app.inject({ method: 'GET', url: '/api/staff/kitchen-settings', headers })
const save = (payload: object, headers: Record<string, string> = owner.auth) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/staff/kitchen-settings',
    headers,
    payload,
  })
const stored = async () => (await read()).json().data
const boardSettings = async () =>
  (await staffClient(t, member.token).board()).json().data.settings

async function placeOrder() {
  await asCustomer(t, customer).addBulk([line('item-baklava', 2)])
  const res = await orderClient(t, customer).submit({
    order_type: 'collection',
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as { _id: string; order_id: string }
}

describe('the owner’s kitchen settings', () => {
  it('starts with the board’s old rules and ring', async () => {
    const res = await read()
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual(DEFAULTS)
  })

  it('saves them together, audited with before and after, and the board uses them', async () => {
    const wanted = {
      alertAfterMinutes: 3,
      rejectAfterMinutes: 12,
      autoAccept: false,
      defaultReadyMinutes: 25,
      ringSound: 'bell',
      ringVolume: 70,
    }
    const res = await save(wanted)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message:
        'The kitchen board settings are saved: open boards use them now.',
      data: wanted,
    })
    expect(await stored()).toEqual(wanted)
    expect(await boardSettings()).toMatchObject(wanted)
    const [entry] = (await auditOfSubject(t, 'kitchen board')).slice(-1)
    expect(entry).toEqual({
      staff_name: 'Mehmet',
      action: 'kitchen-settings-changed',
      before: DEFAULTS,
      after: wanted,
    })
    // The site's expected times start from the owner's default too.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/shop-status',
    })
    expect(status.json().data.times.leadMinutes).toBe(25)
    // An accept with no time of its own (advance) quotes the owner's default.
    const order = await placeOrder()
    const advanced = await staffClient(t, member.token).advance(order.order_id)
    expect(Date.parse(advanced.json().data.ready_at)).toBe(
      clock.now().getTime() + 25 * MINUTE,
    )
    await save(DEFAULTS)
  })

  it('is the owner’s alone', async () => {
    for (const res of [
      await read(member.auth),
      await save(DEFAULTS, member.auth),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Only the owner can do this.')
    }
    for (const res of [
      await read(customer.auth),
      await save(DEFAULTS, customer.auth),
      await read({}),
    ]) {
      expect([401, 403]).toContain(res.statusCode)
    }
    expect(await stored()).toEqual(DEFAULTS)
  })

  it.each([
    [
      { alertAfterMinutes: 0 },
      'alertAfterMinutes: Flag after must be 1 to 30 minutes.',
    ],
    [
      { alertAfterMinutes: 31, rejectAfterMinutes: 40 },
      'alertAfterMinutes: Flag after must be 1 to 30 minutes.',
    ],
    [
      { alertAfterMinutes: 2.5 },
      'alertAfterMinutes: Flag after must be a whole number of minutes.',
    ],
    [
      { rejectAfterMinutes: 61 },
      'rejectAfterMinutes: Reject after must be 2 to 60 minutes.',
    ],
    [
      { alertAfterMinutes: 10, rejectAfterMinutes: 10 },
      'rejectAfterMinutes: Reject after must be more minutes than Flag after.',
    ],
    [
      { defaultReadyMinutes: 4 },
      'defaultReadyMinutes: The default ready time must be 5 to 180 minutes.',
    ],
    [
      { defaultReadyMinutes: 181 },
      'defaultReadyMinutes: The default ready time must be 5 to 180 minutes.',
    ],
    [
      { ringVolume: 101 },
      'ringVolume: The volume must be a whole number from 0 to 100.',
    ],
    [
      { ringVolume: -1 },
      'ringVolume: The volume must be a whole number from 0 to 100.',
    ],
    [
      { ringSound: 'siren' },
      'ringSound: The ring must be one of beep, chime, bell.',
    ],
    [{ autoAccept: 'yes' }, 'autoAccept: autoAccept must be true or false'],
  ])(
    'refuses %o with its message and changes nothing',
    async (change, message) => {
      const res = await save({ ...DEFAULTS, ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        status: false,
        code: 'VALIDATION_ERROR',
        message,
      })
      expect(await stored()).toEqual(DEFAULTS)
    },
  )

  it('reaches open boards at once over their live stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {})
    const port = (t.app.server.address() as AddressInfo).port
    const response = await fetch(
      `http://127.0.0.1:${port}/api/staff/board/events`,
      { headers: member.auth },
    )
    const events = readEvents(response)
    try {
      // An order an earlier test changed may come first: the board looks back a few seconds.
      while ((await events.next()).event !== 'board');
      await save({ ...DEFAULTS, ringSound: 'chime', ringVolume: 0 })
      let seen = await events.next()
      while (seen.event !== 'settings') seen = await events.next()
      expect(seen.data).toMatchObject({ ringSound: 'chime', ringVolume: 0 })
    } finally {
      await events.close()
      await save(DEFAULTS)
    }
  })
})

describe('the shortest quote', () => {
  it('is 5 minutes: 5 is accepted, 4 refused with a clear message', async () => {
    const order = await placeOrder()
    const kitchen = staffClient(t, member.token)
    const four = await kitchen.accept(order.order_id, 4)
    expect(four.statusCode).toBe(400)
    expect(four.json().message).toBe(
      'minutes: minutes must be at least 5: the shortest ready time is 5 minutes',
    )
    const five = await kitchen.accept(order.order_id, 5)
    expect(five.statusCode).toBe(200)
    expect(Date.parse(five.json().data.ready_at)).toBe(
      clock.now().getTime() + 5 * MINUTE,
    )
  })
})

describe('auto-accept', () => {
  it('accepts a new order at once with the default quote plus busy mode, as the system, and tells the customer', async () => {
    await save({ ...DEFAULTS, autoAccept: true, defaultReadyMinutes: 15 })
    const busy = await t.app.inject({
      method: 'POST',
      url: '/api/staff/shop/busy',
      headers: member.auth,
      payload: { minutes: 10, forMinutes: 60 },
    })
    expect(busy.statusCode).toBe(200)
    try {
      const order = await placeOrder()
      const tracked = (
        await orderClient(t, customer).get(order.order_id)
      ).json().data
      expect(tracked.order_status).toBe('preparing')
      expect(Date.parse(tracked.ready_at)).toBe(
        clock.now().getTime() + 25 * MINUTE,
      )
      const audited = await t.database.db.query<{
        staff_name: string
        staff_id: string | null
      }>(
        `select staff_name, staff_id from staff_actions
          where subject = $1 and action = 'order-auto-accepted'`,
        [`order ${order.order_id}`],
      )
      expect(audited).toEqual([{ staff_name: 'Automatic', staff_id: null }])
      await outboxSettled(t, order._id)
      expect((await noticesOf(t, order._id)).map((n) => n.kind)).toContain(
        'accepted',
      )
      const onBoard = (
        await staffClient(t, member.token).get(order.order_id)
      ).json().data
      expect(onBoard.order_status).toBe('preparing')
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/api/staff/shop/busy/end',
        headers: member.auth,
      })
      await save(DEFAULTS)
    }
  })

  it('leaves a new order ringing when it is off', async () => {
    const order = await placeOrder()
    const tracked = (await orderClient(t, customer).get(order.order_id)).json()
      .data
    expect(tracked.order_status).toBe('pending')
  })
})
