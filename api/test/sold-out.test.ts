import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient } from './helpers/order'
import { createClock, DAY } from './helpers/otp'
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

const setStock = (kind: 'items' | 'options', id: string, state: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/menu/${kind}/${id}/stock`,
    headers: member.auth,
    payload: { state },
  })

const desserts = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
      payload: { id: 'cat-desserts' },
    })
  ).json().data as {
    id: string
    soldOut: boolean
    addonGroups: { items: { id: string; soldOut: boolean }[] }[]
  }[]

const baklava = async () =>
  (await desserts()).find((item) => item.id === 'item-baklava')

describe('a dish sold out', () => {
  it('shows as sold out, cannot be added, and blocks the order of a basket holding it', async () => {
    const cart = asCustomer(t, customer)
    await cart.addBulk([line('item-baklava', 2)])
    const marked = await setStock('items', 'item-baklava', 'sold-out')
    expect(marked.statusCode).toBe(200)
    expect(marked.json()).toMatchObject({
      message: 'Pistachio Baklava (4) is sold out until you bring it back.',
      data: { soldOut: true, soldOutUntil: null },
    })
    expect((await baklava())?.soldOut).toBe(true)

    const refused = await cart.addBulk([line('item-baklava', 1)])
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'MENU_ITEM_SOLD_OUT',
      message:
        'Sorry, "Pistachio Baklava (4)" is sold out. Please choose something else.',
    })
    const held = (await cart.getCart()).json().data
    expect(held[0]).toMatchObject({
      menu_item_id: 'item-baklava',
      available: false,
    })
    const order = await orderClient(t, customer).submit({
      order_type: 'collection',
    })
    expect(order.statusCode).toBe(422)
    expect(order.json().message).toContain('"Pistachio Baklava (4)"')

    await setStock('items', 'item-baklava', 'in-stock')
    expect((await baklava())?.soldOut).toBe(false)
    expect(
      (await orderClient(t, customer).submit({ order_type: 'collection' }))
        .statusCode,
    ).toBe(201)
  })

  it('"until tomorrow" comes back by itself at the next opening', async () => {
    const marked = await setStock('items', 'item-baklava', 'sold-out-today')
    const until = Date.parse(marked.json().data.soldOutUntil)
    expect(marked.json().message).toBe(
      'Pistachio Baklava (4) is sold out until tomorrow.',
    )
    // 05:00 in Belfast: after the last closing (02:00), before the first opening.
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        timeStyle: 'short',
      }).format(until),
    ).toBe('05:00')
    expect(until - clock.now().getTime()).toBeGreaterThan(0)
    expect(until - clock.now().getTime()).toBeLessThanOrEqual(DAY)
    clock.advance(until - clock.now().getTime() + 1000)
    // The kitchen's sweep runs every 2 s on every instance.
    await expect
      .poll(async () => (await baklava())?.soldOut, { timeout: 5000 })
      .toBe(false)
  })
})

describe('an add-on option sold out', () => {
  it('shows as sold out and cannot be chosen', async () => {
    await setStock('options', 'dessert-ice-cream', 'sold-out')
    const option = (await baklava())?.addonGroups[0]?.items.find(
      (item) => item.id === 'dessert-ice-cream',
    )
    expect(option?.soldOut).toBe(true)
    const refused = await asCustomer(t, customer).addBulk([
      line('item-baklava', 1, {
        'addon-dessert-extras': ['dessert-ice-cream'],
      }),
    ])
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'ADDON_SOLD_OUT',
      message:
        'Sorry, "Scoop of vanilla ice cream" is sold out. Please choose another option for "Pistachio Baklava (4)".',
    })
    await setStock('options', 'dessert-ice-cream', 'in-stock')
  })
})

describe('the kitchen’s stock list', () => {
  it('lists dishes and options, refuses unknown ones and bad states, and records who did it', async () => {
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/menu',
        headers: member.auth,
      })
    ).json().data
    expect(
      list.items.find((i: { id: string }) => i.id === 'item-baklava'),
    ).toMatchObject({
      name: 'Pistachio Baklava (4)',
      categoryName: expect.any(String),
      soldOut: false,
    })
    expect(
      list.options.find((o: { id: string }) => o.id === 'dessert-ice-cream'),
    ).toMatchObject({
      groupName: 'On the side',
    })
    expect(
      (await setStock('items', 'item-nothing', 'sold-out')).statusCode,
    ).toBe(404)
    const bad = await setStock('items', 'item-baklava', 'gone')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain(
      'state must be in-stock, sold-out-today or sold-out',
    )
    const [entry] = await t.database.db.query<{
      staff_name: string
      action: string
    }>(
      `select staff_name, action from staff_actions where subject = 'Pistachio Baklava (4)' order by id limit 1`,
    )
    expect(entry).toEqual({ staff_name: 'Ciara', action: 'sold-out' })
  })
})
