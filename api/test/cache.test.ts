import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { createClock, SECOND } from './helpers/otp'
import { startTestApp, type TestApp } from './helpers/test-app'

// Opening hours are 16:30–01:00: 19:00 on a Wednesday in GMT is open.
const clock = createClock('2026-03-04T19:00:00Z')
let t: TestApp
let uncached: TestApp
let customer: TestCustomer

beforeAll(async () => {
  ;[t, uncached] = await Promise.all([
    startTestApp({ CACHE_TTL_MS: '5000' }, clock.now),
    startTestApp({ CACHE_TTL_MS: '0' }),
  ])
  customer = await createCustomer(t, 'Niamh')
})
afterAll(() => Promise.all([t.close(), uncached.close()]))

const menus = (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/menus', headers })

const renameKebabs = (app: TestApp, name: string) =>
  app.database.db.query(
    `update menu_categories set name = $1 where id = 'cat-kebabs'`,
    [name],
  )

const setHoliday = (app: TestApp, message: string | null) =>
  app.database.db.query('update shop_settings set holiday_message = $1', [
    message,
  ])

describe('GET /api/menus from memory', () => {
  it('sends an ETag with no-cache, and 304 without a body to a client holding it', async () => {
    const first = await menus(t)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe(
      'application/json; charset=utf-8',
    )
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await menus(t, { 'if-none-match': ifNoneMatch })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
    }
    const stale = await menus(t, { 'if-none-match': '"something-else"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toEqual(first.json())
  })

  it('shows a change made in the database once CACHE_TTL_MS has passed', async () => {
    const before = await menus(t)
    await renameKebabs(t, 'Grill & Kebabs')
    await setHoliday(t, 'Closed for Christmas')
    try {
      clock.advance(4 * SECOND)
      const cached = await menus(t)
      expect(cached.body).toBe(before.body)
      expect(cached.headers.etag).toBe(before.headers.etag)

      clock.advance(1 * SECOND)
      const fresh = await menus(t, {
        'if-none-match': String(before.headers.etag),
      })
      expect(fresh.statusCode).toBe(200)
      expect(fresh.headers.etag).not.toBe(before.headers.etag)
      expect(fresh.json().data[0].name).toBe('Grill & Kebabs')
      expect(fresh.json().holiday).toEqual({ message: 'Closed for Christmas' })
    } finally {
      await renameKebabs(t, 'Kebabs')
      await setHoliday(t, null)
      clock.advance(5 * SECOND)
    }
  })
})

describe('POST /api/search from memory', () => {
  const found = async (text: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { search: text },
      })
    ).json().data as { id: string; soldOut: boolean }[]

  const setDish = (change: string) =>
    t.database.db.query(
      `update menu_items set ${change} where id = 'item-kunefe'`,
    )

  it('finds a dish sold out, retired or renamed as before until CACHE_TTL_MS has passed', async () => {
    expect(await found('kunefe')).toMatchObject([
      { id: 'item-kunefe', soldOut: false },
    ])
    await setDish('sold_out = true')
    try {
      clock.advance(4 * SECOND)
      expect(await found('kunefe')).toMatchObject([{ soldOut: false }])
      clock.advance(1 * SECOND)
      expect(await found('kunefe')).toMatchObject([{ soldOut: true }])

      await setDish('retired_at = now()')
      clock.advance(4 * SECOND)
      expect(await found('kunefe')).toHaveLength(1)
      clock.advance(1 * SECOND)
      expect(await found('kunefe')).toEqual([])

      await setDish(`retired_at = null, name = 'Tavuk Göğsü'`)
      clock.advance(4 * SECOND)
      expect(await found('tavuk')).toEqual([])
      clock.advance(1 * SECOND)
      expect((await found('tavuk')).map((dish) => dish.id)).toEqual([
        'item-kunefe',
      ])
    } finally {
      await setDish(`sold_out = false, retired_at = null, name = 'Künefe'`)
      clock.advance(5 * SECOND)
    }
  })
})

describe('the basket priced from memory', () => {
  const setChips = (change: string) =>
    t.database.db.query(
      `update menu_items set ${change} where id = 'item-chips'`,
    )
  const emptyBasket = () =>
    t.database.db.query('delete from cart_items where user_id = $1::uuid', [
      customer.userId,
    ])

  it('shows a new price or a sale stop once CACHE_TTL_MS has passed; an order is priced as the menu is now', async () => {
    const cart = asCustomer(t, customer)
    await emptyBasket()
    await cart.addBulk([line('item-chips', 2)])
    const before = (await cart.getCart()).json().data[0]
    await setChips(`price_pence = price_pence + 100`)
    try {
      clock.advance(4 * SECOND)
      expect((await cart.getCart()).json().data[0].price).toBe(before.price)
      clock.advance(1 * SECOND)
      expect((await cart.getCart()).json().data[0].price).toBe(
        before.price + 100,
      )

      await setChips('sold_out = true')
      clock.advance(1 * SECOND)
      // The basket may show it as still available for a moment; the order reads the menu again.
      expect((await cart.getCart()).json().data[0].available).toBe(true)
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/user/order/submit',
        headers: customer.auth,
        payload: { order_type: 'collection' },
      })
      expect(order.statusCode).toBe(422)
      expect(order.json().code).toBe('ITEM_UNAVAILABLE')
      // Adding is checked against the menu as it is now, too.
      const added = await cart.addBulk([line('item-chips', 1)])
      expect(added.statusCode).toBe(422)
      clock.advance(4 * SECOND)
      expect((await cart.getCart()).json().data[0].available).toBe(false)
    } finally {
      await setChips(`sold_out = false, price_pence = ${before.base_price}`)
      await emptyBasket()
      clock.advance(5 * SECOND)
    }
  })

  it('keeps a dish added to the menu since the last read in the basket at once', async () => {
    const cart = asCustomer(t, customer)
    await cart.getCart()
    await t.database.db.query(
      `insert into menu_items (id, category_id, name, description, price_pence, is_veg, image, sort_order)
       select 'item-large-ayran', category_id, 'Ayran (large)', 'Salted yoghurt drink', 250, true, null, 99
         from menu_items where id = 'item-chips'`,
    )
    try {
      const added = await cart.addBulk([line('item-large-ayran', 1)])
      expect(added.statusCode).toBe(200)
      expect(added.json().data).toEqual([
        expect.objectContaining({
          menu_item_id: 'item-large-ayran',
          name: 'Ayran (large)',
          price: 250,
          available: true,
        }),
      ])
    } finally {
      await emptyBasket()
      await t.database.db.query(
        `delete from menu_items where id = 'item-large-ayran'`,
      )
    }
  })
})

describe('shop settings from memory', () => {
  it('prices baskets with a changed discount once CACHE_TTL_MS has passed', async () => {
    const cart = asCustomer(t, customer)
    await cart.addBulk([line('item-chips', 1)])
    expect((await cart.getCart()).json().discount.percentage).toBe(10)
    await t.database.db.query(
      'update shop_settings set discount_percentage = 0',
    )
    try {
      clock.advance(4 * SECOND)
      expect((await cart.getCart()).json().discount.percentage).toBe(10)
      clock.advance(1 * SECOND)
      const basket = (await cart.getCart()).json()
      expect(basket.discount.percentage).toBe(0)
      expect(basket.final_amount).toBe(basket.total_amount)
    } finally {
      await t.database.db.query(
        'update shop_settings set discount_percentage = 10',
      )
      clock.advance(5 * SECOND)
    }
  })

  it('refuses orders once a holiday set in the database is older than CACHE_TTL_MS', async () => {
    await setHoliday(t, 'Closed today for Eid. Back tomorrow!')
    try {
      clock.advance(5 * SECOND)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/order/submit',
        headers: customer.auth,
        payload: { order_type: 'collection' },
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toBe('Closed today for Eid. Back tomorrow!')
      const settings = await t.app.inject({
        method: 'GET',
        url: '/api/client/shop/settings',
      })
      expect(settings.statusCode).toBe(200)
    } finally {
      await setHoliday(t, null)
      clock.advance(5 * SECOND)
    }
  })

  it('reads again when the clock is set back, however recent the last read looks', async () => {
    await menus(t)
    await renameKebabs(t, 'Kebabs (summer time)')
    try {
      clock.advance(-60 * 60 * SECOND)
      expect((await menus(t)).json().data[0].name).toBe('Kebabs (summer time)')
    } finally {
      await renameKebabs(t, 'Kebabs')
      clock.advance(60 * 60 * SECOND + 5 * SECOND)
    }
  })
})

describe('CACHE_TTL_MS=0', () => {
  it('reads the menu and the settings from the database for every request', async () => {
    const before = await menus(uncached)
    await renameKebabs(uncached, 'Kebabs & Grills')
    await setHoliday(uncached, 'Closed for a private party')
    const after = await menus(uncached)
    expect(after.json().data[0].name).toBe('Kebabs & Grills')
    expect(after.json().holiday).toEqual({
      message: 'Closed for a private party',
    })
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})
