import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient, staffClient } from './helpers/order'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let customer: TestCustomer
let owner: TestStaff
let member: TestStaff

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
  customer = await createCustomer(t, 'Úna')
  owner = await createStaff(t, 'owner', 'Mehmet')
  member = await createStaff(t, 'staff', 'Ciara')
})
afterAll(() => t.close())

async function placeOrder(payment_method: 'cash' | 'card') {
  await asCustomer(t, customer).addBulk([line('item-baklava', 3)])
  const res = await orderClient(t, customer).submit({
    order_type: 'collection',
    payment_method,
  })
  return res.json().data as { order_id: string; final_amount: number }
}

const takings = (token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/staff/takings${query}`,
    headers: { authorization: `Bearer ${token}` },
  })

describe('the takings of a trading day', () => {
  it('counts orders by payment, and rejected and cancelled apart, with median times', async () => {
    const kitchen = staffClient(t, member.token)
    const cash = await placeOrder('cash')
    await kitchen.accept(cash.order_id, 15)
    await kitchen.advance(cash.order_id)
    const card = await placeOrder('card')
    await kitchen.accept(card.order_id, 15)
    const rejected = await placeOrder('cash')
    await kitchen.reject(rejected.order_id, 'too_busy')
    const cancelled = await placeOrder('card')
    await kitchen.setStatus(cancelled.order_id, 'cancelled')

    const res = await takings(owner.token)
    expect(res.statusCode).toBe(200)
    const day = res.json().data
    expect(day).toMatchObject({
      orders: 2,
      total: cash.final_amount + card.final_amount,
      byPayment: {
        cash: { count: 1, total: cash.final_amount },
        card: { count: 1, total: card.final_amount },
      },
      discounts: expect.any(Number),
      deliveryFees: 0,
      rejected: { count: 1, value: rejected.final_amount },
      cancelled: { count: 1, value: cancelled.final_amount },
    })
    expect(day.medianAcknowledgeSeconds).toBeGreaterThanOrEqual(0)
    expect(day.medianPreparationSeconds).toBeGreaterThanOrEqual(0)
    // The trading day runs from 05:00 to 05:00 in Belfast.
    expect(Date.parse(day.to) - Date.parse(day.from)).toBeGreaterThanOrEqual(
      23 * 3600_000,
    )
  })

  it('gives an empty day for a past date, and refuses bad and future dates', async () => {
    expect(
      (await takings(owner.token, '?day=2026-01-05')).json().data,
    ).toMatchObject({
      day: '2026-01-05',
      orders: 0,
      total: 0,
      medianAcknowledgeSeconds: null,
    })
    for (const day of ['2026-02-30', 'yesterday', '2999-01-01']) {
      const res = await takings(owner.token, `?day=${day}`)
      expect(res.statusCode, day).toBe(400)
      expect(res.json().status).toBe(false)
    }
  })

  it('downloads as CSV, and is the owner’s only', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/staff/takings.csv',
      headers: owner.auth,
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="takings-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const rows = csv.body.trim().split('\r\n')
    expect(rows[0]).toBe('Figure,Count,Amount (GBP)')
    expect(rows).toContain('Paid in cash,1,14.82')
    expect(rows.find((row) => row.startsWith('Rejected,'))).toBe(
      'Rejected,1,14.82',
    )
    expect((await takings(member.token)).statusCode).toBe(403)
  })
})
