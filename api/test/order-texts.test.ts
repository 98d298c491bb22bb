import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import {
  contactOf,
  mailsTo,
  noticesOf,
  outboxSettled,
  textsTo,
} from './helpers/notices'
import { orderClient, saveAddress, staffClient } from './helpers/order'
import { createClock, MINUTE } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// The app's clock starts at the real time, so the database's own timestamps agree with it.
const clock = createClock(new Date().toISOString())
const SITE = 'https://www.anatoliagrill.example'
let t: TestApp
let member: TestStaff

beforeAll(async () => {
  t = await startTestApp(
    { SHOP_STATUS_OVERRIDE: 'open', SITE_URL: SITE },
    clock.now,
  )
  member = await createStaff(t, 'staff', 'Ciara')
})
afterAll(() => t.close())

const kitchen = () => staffClient(t, member.token)

async function placeOrder(
  type: 'delivery' | 'collection',
  customer?: TestCustomer,
) {
  const who = customer ?? (await createCustomer(t, 'Úna'))
  await asCustomer(t, who).addBulk([line('item-baklava', 6)])
  const address_id = type === 'delivery' ? await saveAddress(t, who) : undefined
  const res = await orderClient(t, who).submit({ order_type: type, address_id })
  expect(res.statusCode).toBe(201)
  const order = res.json().data as { _id: string; order_id: string }
  const { mobile } = await contactOf(t, who)
  return { ...order, mobile, customer: who }
}

/** The order's texts once the worker has sent what its changes wrote. */
async function textsOf(order: { _id: string; mobile: string }) {
  await outboxSettled(t, order._id)
  return textsTo(t, order.mobile)
}

describe('a text for each change the customer waits on', () => {
  it('a collection: accepted with its ready time, then ready, each naming the restaurant and linking to the order', async () => {
    const order = await placeOrder('collection')
    expect(await textsOf(order)).toEqual([])
    const accepted = await kitchen().accept(order.order_id, 20)
    expect(accepted.statusCode).toBe(200)
    const readyAt = new Date(accepted.json().data.ready_at)
    const clockTime = readyAt.toLocaleTimeString('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    })
    const link = `${SITE}/orders/${order.order_id}`
    expect(await textsOf(order)).toEqual([
      `Anatolia Grill Belfast accepted your order ${order.order_id}. Ready around ${clockTime}. ${link}`,
    ])
    await kitchen().advance(order.order_id)
    expect((await textsOf(order))[1]).toBe(
      `Your order ${order.order_id} is ready for collection at Anatolia Grill Belfast. ${link}`,
    )
    // Handing it over says nothing more.
    await kitchen().advance(order.order_id)
    expect(await textsOf(order)).toHaveLength(2)
    expect(await noticesOf(t, order._id)).toEqual([
      { channel: 'sms', kind: 'accepted', state: 'sent', attempts: 1 },
      { channel: 'sms', kind: 'ready', state: 'sent', attempts: 1 },
      { channel: 'email', kind: 'receipt', state: 'sent', attempts: 1 },
    ])
  })

  it('a delivery: accepted with its arrival time, then out for delivery', async () => {
    const order = await placeOrder('delivery')
    await kitchen().accept(order.order_id, 25)
    await kitchen().advance(order.order_id)
    const texts = await textsOf(order)
    expect(texts).toHaveLength(2)
    expect(texts[0]).toMatch(
      new RegExp(
        `accepted your order ${order.order_id}\\. Arriving around \\d\\d:\\d\\d\\.`,
      ),
    )
    expect(texts[1]).toMatch(
      `Your order ${order.order_id} from Anatolia Grill Belfast is out for delivery.`,
    )
  })

  it('rejected, with the reason; cancelled by the kitchen, too', async () => {
    const rejected = await placeOrder('collection')
    await kitchen().reject(
      rejected.order_id,
      'other',
      'We have run out of lamb',
    )
    expect(await textsOf(rejected)).toEqual([
      `Sorry, Anatolia Grill Belfast could not take your order ${rejected.order_id}: We have run out of lamb. ${SITE}/orders/${rejected.order_id}`,
    ])
    const cancelled = await placeOrder('collection')
    await kitchen().accept(cancelled.order_id, 20)
    await kitchen().setStatus(cancelled.order_id, 'cancelled')
    const texts = await textsOf(cancelled)
    expect(texts).toHaveLength(2)
    expect(texts[1]).toMatch(
      `Sorry, Anatolia Grill Belfast cancelled your order ${cancelled.order_id}.`,
    )
  })

  it('an order nobody answers is rejected after 10 minutes, and its customer told', async () => {
    const order = await placeOrder('collection')
    clock.advance(11 * MINUTE)
    await kitchen().board()
    const texts = await textsOf(order)
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatch(
      `Sorry, Anatolia Grill Belfast could not take your order ${order.order_id}:`,
    )
  })

  it('a time moved by 10 minutes or more is texted; a smaller move is not', async () => {
    const order = await placeOrder('collection')
    await kitchen().accept(order.order_id, 20)
    await kitchen().readyTime(order.order_id, 25)
    expect(await textsOf(order)).toHaveLength(1)
    await kitchen().readyTime(order.order_id, 35)
    const texts = await textsOf(order)
    expect(texts).toHaveLength(2)
    expect(texts[1]).toMatch(
      new RegExp(
        `^Anatolia Grill Belfast: new time for order ${order.order_id}\\. Ready around \\d\\d:\\d\\d\\.`,
      ),
    )
  })

  it('sends at most four texts an order, keeping the last for the food being ready', async () => {
    const order = await placeOrder('collection')
    await kitchen().accept(order.order_id, 20)
    for (const minutes of [40, 60, 80, 100]) {
      await kitchen().readyTime(order.order_id, minutes)
    }
    await kitchen().advance(order.order_id)
    const texts = await textsOf(order)
    expect(texts).toHaveLength(4)
    expect(texts[3]).toMatch(`Your order ${order.order_id} is ready`)
  })

  it('an undone tap and a repeated one text nothing twice', async () => {
    const order = await placeOrder('collection')
    await kitchen().accept(order.order_id, 20)
    await kitchen().undo(order.order_id)
    await kitchen().accept(order.order_id, 20)
    await kitchen().advance(order.order_id)
    await kitchen().undo(order.order_id)
    await kitchen().advance(order.order_id)
    const kinds = (await noticesOf(t, order._id))
      .filter((n) => n.channel === 'sms')
      .map((n) => n.kind)
    expect(kinds).toEqual(['accepted', 'ready'])
    expect(await textsOf(order)).toHaveLength(2)
  })
})

describe('turning order texts off', () => {
  const choice = (who: TestCustomer, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: '/api/user/order-texts',
      headers: who.auth,
      ...(payload ? { payload } : {}),
    })

  it('a customer who turned them off gets no order texts, still a receipt and sign-in codes', async () => {
    const who = await createCustomer(t, 'Róisín')
    const { mobile } = await contactOf(t, who)
    expect((await choice(who)).json()).toEqual({
      status: true,
      data: { orderTexts: true, mobile },
    })
    const off = await choice(who, { orderTexts: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({
      status: true,
      message:
        'We will not text you about your orders. Sign-in codes still come by text.',
      data: { orderTexts: false, mobile },
    })
    expect((await choice(who)).json().data.orderTexts).toBe(false)

    const order = await placeOrder('collection', who)
    await kitchen().accept(order.order_id, 20)
    await kitchen().advance(order.order_id)
    expect(await textsOf(order)).toEqual([])
    expect(
      (await noticesOf(t, order._id)).map((n) => `${n.channel} ${n.kind}`),
    ).toEqual(['email receipt'])
    const { email } = await contactOf(t, who)
    expect((await mailsTo(t, email)).map((mail) => mail.subject)).toEqual([
      `Your receipt for order ${order.order_id} from Anatolia Grill Belfast`,
    ])

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { mobile: order.mobile },
    })
    expect(login.statusCode).toBe(200)
    expect(await textsTo(t, order.mobile)).toHaveLength(1)

    await choice(who, { orderTexts: true })
    const next = await placeOrder('collection', who)
    await kitchen().accept(next.order_id, 20)
    await outboxSettled(t, next._id)
    expect(await textsTo(t, order.mobile)).toHaveLength(2)
  })

  it('refuses a choice that is not true or false, and a caller who is not signed in', async () => {
    const who = await createCustomer(t)
    const bad = await choice(who, { orderTexts: 'no' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_ERROR',
    })
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/user/order-texts',
      payload: { orderTexts: false },
    })
    expect(nobody.statusCode).toBe(401)
  })
})
