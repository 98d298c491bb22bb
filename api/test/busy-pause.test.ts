import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient, staffClient } from './helpers/order'
import { createClock, MINUTE } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// 18:00 in Belfast on a winter Friday (GMT), in the database's present so its times agree.
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

const post = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: member.auth,
    ...(payload ? { payload } : {}),
  })

const shopStatus = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/shop-status' })).json()

async function placeOrder() {
  await asCustomer(t, customer).addBulk([line('item-baklava', 3)])
  return orderClient(t, customer).submit({ order_type: 'collection' })
}

/** "19:30" on the restaurant's clock, this many minutes from the test clock's now. */
const wallClockIn = (minutes: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(clock.now().getTime() + minutes * MINUTE))

describe('busy mode', () => {
  it('adds its minutes to every quote until it ends by itself', async () => {
    const started = await post('/staff/shop/busy', {
      minutes: 20,
      forMinutes: 60,
    })
    expect(started.statusCode).toBe(200)
    expect(started.json()).toMatchObject({
      message: 'Busy: every quote gets 20 more minutes.',
      data: { busy: { minutes: 20 }, pause: null },
    })
    const board = (await staffClient(t, member.token).board()).json().data
    expect(board.settings.busyMinutes).toBe(20)
    const order = (await placeOrder()).json().data
    const accepted = await staffClient(t, member.token).accept(
      order.order_id,
      15,
    )
    expect(Date.parse(accepted.json().data.ready_at)).toBe(
      clock.now().getTime() + 35 * MINUTE,
    )

    clock.advance(61 * MINUTE)
    const later = (await placeOrder()).json().data
    const plain = await staffClient(t, member.token).accept(later.order_id, 15)
    expect(Date.parse(plain.json().data.ready_at)).toBe(
      clock.now().getTime() + 15 * MINUTE,
    )
  })

  it('refuses other amounts with a clear message', async () => {
    const res = await post('/staff/shop/busy', { minutes: 25, forMinutes: 60 })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('minutes must be 10, 20 or 30')
  })
})

describe('pausing online orders', () => {
  it('closes ordering with the reason on the banner, refuses orders, and ends by itself', async () => {
    const until = wallClockIn(45)
    const paused = await post('/staff/shop/pause', {
      until,
      reason: 'kitchen at capacity',
    })
    expect(paused.statusCode).toBe(200)
    const text = `We're not taking online orders until ${until}: kitchen at capacity`
    expect(await shopStatus()).toMatchObject({
      isOpen: false,
      data: { isOpen: false, paused: true, message: text },
    })
    // The menu stays browsable.
    const menu = await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
      payload: { id: 'cat-desserts' },
    })
    expect(menu.statusCode).toBe(200)
    const refused = await placeOrder()
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'ORDERING_PAUSED',
      message: text,
    })

    clock.advance(46 * MINUTE)
    expect((await shopStatus()).data).toMatchObject({
      isOpen: true,
      paused: false,
    })
    expect((await placeOrder()).statusCode).toBe(201)
  })

  it('resumes at once when a member says so, and records who', async () => {
    await post('/staff/shop/pause', { until: wallClockIn(30), reason: '' })
    expect((await shopStatus()).data.message).toMatch(
      /^We're not taking online orders until \d\d:\d\d\.$/,
    )
    const resumed = await post('/staff/shop/resume')
    expect(resumed.json()).toMatchObject({
      message: 'Online orders are open again.',
      data: { pause: null },
    })
    expect((await shopStatus()).isOpen).toBe(true)
    const log = await t.database.db.query<{
      staff_name: string
      action: string
    }>(
      `select staff_name, action from staff_actions where subject = 'shop' order by id`,
    )
    expect(log.map((entry) => entry.action)).toEqual([
      'busy-started',
      'ordering-paused',
      'ordering-paused',
      'ordering-resumed',
    ])
    expect(new Set(log.map((entry) => entry.staff_name))).toEqual(
      new Set(['Ciara']),
    )
  })

  it('refuses a bad time and a pause past 12 hours', async () => {
    const bad = await post('/staff/shop/pause', { until: '25:00' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('until must be a time like 19:30')
    // A minute ago on the clock is nearly a day away.
    const long = await post('/staff/shop/pause', { until: wallClockIn(-1) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe(
      'A pause can last up to 12 hours. To close for the day, add an exception to the hours.',
    )
  })
})
