import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient, saveAddress, staffClient } from './helpers/order'
import { createClock, MINUTE } from './helpers/otp'
import {
  customerOrder,
  type PayingApp,
  placeOnline,
  sessionOf,
  startPayingApp,
} from './helpers/payments'
import { createStaff, type TestStaff } from './helpers/staff'

// A Friday evening in Belfast (GMT in November): slots for later are open, and moving the
// clock 11 minutes stays inside the trading day that began at 05:00.
const clock = createClock('2026-11-27T19:00:00Z')
let paying: PayingApp
let customer: TestCustomer
let owner: TestStaff
let member: TestStaff

beforeAll(async () => {
  paying = await startPayingApp({}, clock.now)
  customer = await createCustomer(paying.t, 'Úna')
  owner = await createStaff(paying.t, 'owner', 'Mehmet')
  member = await createStaff(paying.t, 'staff', 'Ciara')
})
afterAll(() => paying.close())

/** An order as the kitchen reads it: the figures every sum below is made of. */
type Order = {
  order_id: string
  order_status: string
  order_type: 'delivery' | 'collection'
  payment_method: 'cash' | 'card' | 'online'
  total_amount: number
  discount: { amount: number }
  delivery_fee: number
  tax_amount: number
  final_amount: number
  refunded_amount: number
}

const kitchen = () => staffClient(paying.t, member.token)
const staffView = async (number: string): Promise<Order> =>
  (await kitchen().get(number)).json().data

async function place(
  payment_method: 'cash' | 'card',
  extra: object = { order_type: 'collection' },
) {
  await asCustomer(paying.t, customer).addBulk([line('item-adana-kebab', 2)])
  const res = await orderClient(paying.t, customer).submit({
    payment_method,
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json().data as { order_id: string }).order_id
}

async function placePaidOnline() {
  const who = await createCustomer(paying.t, 'Niamh')
  const order = await placeOnline(paying.t, who)
  await paying.stripe.pay(sessionOf(paying.stripe, order).id)
  await vi.waitFor(async () =>
    expect((await customerOrder(paying.t, who, order._id)).payment_mode).toBe(
      'CARD',
    ),
  )
  return order.order_id
}

const get = (url: string, token = owner.token) =>
  paying.t.app.inject({
    method: 'GET',
    url: `/api/staff/${url}`,
    headers: { authorization: `Bearer ${token}` },
  })

const pounds = (pence: number) => (pence / 100).toFixed(2)
const sum = (orders: Order[], pick: (o: Order) => number) =>
  orders.reduce((total, o) => total + pick(o), 0)
const tally = (orders: Order[]) => ({
  count: orders.length,
  total: sum(orders, (o) => o.final_amount),
})

/** The orders' CSV as cells, by its header's names. */
function readOrdersCsv(text: string) {
  const [header, ...rows] = text.trimEnd().split('\r\n')
  const names = (header ?? '').split(',')
  return rows.map((row) => {
    const cells = row.split(',')
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']))
  })
}

describe('the takings of a trading day', () => {
  it('take only accepted orders; the rest apart; the CSVs and the report equal the orders to the penny', async () => {
    const addressId = await saveAddress(paying.t, customer)
    // Taken: collection paid in cash, delivery by card at the door, one paid online with
    // part of it refunded by the owner.
    const cash = await place('cash')
    await kitchen().accept(cash, 15)
    await kitchen().advance(cash)
    const card = await place('card', {
      order_type: 'delivery',
      address_id: addressId,
    })
    await kitchen().accept(card, 20)
    await kitchen().advance(card)
    await kitchen().advance(card)
    const online = await placePaidOnline()
    await kitchen().accept(online, 15)
    const refunded = await paying.t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${online}/refund`,
      headers: { ...owner.auth, 'idempotency-key': 'takings-part' },
      payload: { amount: 150, reason: 'Chips were cold' },
    })
    expect(refunded.statusCode).toBe(200)
    // Apart: not answered yet, for later, rejected (one paid online, refunded in full),
    // cancelled; and an online order never paid, which the kitchen never sees.
    const pending = await place('cash')
    const later = await place('card', {
      order_type: 'collection',
      scheduled_for: '2026-11-27T20:30:00.000Z',
    })
    const rejected = await place('cash')
    await kitchen().reject(rejected, 'too_busy')
    const rejectedOnline = await placePaidOnline()
    await kitchen().reject(rejectedOnline, 'too_busy')
    const cancelled = await place('card')
    await kitchen().accept(cancelled, 15)
    await kitchen().setStatus(cancelled, 'cancelled')
    await placeOnline(paying.t, await createCustomer(paying.t, 'Fionn'))

    const orders = await Promise.all(
      [
        cash,
        card,
        online,
        pending,
        later,
        rejected,
        rejectedOnline,
        cancelled,
      ].map(staffView),
    )
    const [cashO, cardO, onlineO, pendingO, laterO, rejectedO, rejOnlineO] =
      orders as [Order, Order, Order, Order, Order, Order, Order, Order]
    const cancelledO = orders[7] as Order
    const taken = [cashO, cardO, onlineO]
    expect(taken.map((o) => o.order_status)).toEqual([
      'ready',
      'delivered',
      'preparing',
    ])
    expect(rejOnlineO.refunded_amount).toBe(rejOnlineO.final_amount)

    const res = await get('takings')
    expect(res.statusCode).toBe(200)
    const day = res.json().data
    expect(day).toMatchObject({
      day: '2026-11-27',
      orders: 3,
      total: sum(taken, (o) => o.final_amount),
      byPayment: {
        cash: tally([cashO]),
        card: tally([cardO]),
        online: tally([onlineO]),
      },
      refunds: { count: 1, total: 150 },
      net: sum(taken, (o) => o.final_amount) - 150,
      discounts: sum(taken, (o) => o.discount.amount),
      deliveryFees: cardO.delivery_fee,
      vat: sum(taken, (o) => o.tax_amount),
      vatRatePercent: 20,
      pending: tally([pendingO]),
      forLater: tally([laterO]),
      rejected: {
        count: 2,
        value: rejectedO.final_amount + rejOnlineO.final_amount,
      },
      cancelled: { count: 1, value: cancelledO.final_amount },
    })
    expect(cardO.delivery_fee).toBeGreaterThan(0)
    // VAT contained in a VAT-inclusive total is a sixth of it, rounded per order.
    for (const o of taken) {
      expect(o.tax_amount).toBe(Math.round(o.final_amount / 6))
    }

    // The figures' CSV says the same, in pounds, with the end-of-night report's lines.
    const summary = await get('takings.csv')
    expect(summary.headers['content-disposition']).toBe(
      'attachment; filename="takings-2026-11-27.csv"',
    )
    const rows = summary.body.split('\r\n')
    expect(rows).toEqual(
      expect.arrayContaining([
        'Figure,Count,Amount (GBP)',
        `Taken (accepted orders),3,${pounds(day.total)}`,
        `Cash expected in the drawer,1,${pounds(cashO.final_amount)}`,
        `Card on delivery,1,${pounds(cardO.final_amount)}`,
        `Paid online,1,${pounds(onlineO.final_amount)}`,
        'Refunds,1,1.50',
        `Net takings,,${pounds(day.net)}`,
        `VAT at 20% (included),,${pounds(day.vat)}`,
        `Not answered yet,1,${pounds(pendingO.final_amount)}`,
        `For later (not accepted yet),1,${pounds(laterO.final_amount)}`,
        `Rejected,2,${pounds(day.rejected.value)}`,
        `Cancelled,1,${pounds(cancelledO.final_amount)}`,
      ]),
    )

    // The orders' CSV: one line per order the kitchen saw, whose columns add up to the figures.
    const file = await get('takings/orders.csv')
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="takings-orders-2026-11-27.csv"',
    )
    expect(file.body.split('\r\n')[0]).toBe(
      'Time,Order,Counted as,Type,Payment,Subtotal,Discount,Delivery fee,VAT,Total,Refunded',
    )
    const lines = readOrdersCsv(file.body)
    expect(lines.map((l) => l.Order).sort()).toEqual(
      orders.map((o) => o.order_id).sort(),
    )
    const penceOf = (cell: string | undefined) => Math.round(Number(cell) * 100)
    const column = (counted: string, name: string) =>
      lines
        .filter((l) => l['Counted as'] === counted)
        .reduce((total, l) => total + penceOf(l[name]), 0)
    expect(column('Taken', 'Total')).toBe(day.total)
    expect(column('Taken', 'VAT')).toBe(day.vat)
    expect(column('Taken', 'Discount')).toBe(day.discounts)
    expect(column('Taken', 'Delivery fee')).toBe(day.deliveryFees)
    expect(column('Taken', 'Refunded')).toBe(day.refunds.total)
    expect(column('Not answered yet', 'Total')).toBe(day.pending.total)
    expect(column('For later', 'Total')).toBe(day.forLater.total)
    expect(column('Rejected', 'Total')).toBe(day.rejected.value)
    expect(column('Cancelled', 'Total')).toBe(day.cancelled.value)
    const cashLine = lines.find((l) => l.Order === cash)
    expect(cashLine).toMatchObject({
      Time: expect.stringMatching(/^2026-11-27 19:\d\d$/),
      Type: 'Collection',
      Payment: 'Cash',
      Subtotal: pounds(cashO.total_amount),
      Total: pounds(cashO.final_amount),
      Refunded: '0.00',
    })
    expect(lines.find((l) => l.Order === card)).toMatchObject({
      Type: 'Delivery',
      Payment: 'Card on delivery',
      'Delivery fee': pounds(cardO.delivery_fee),
    })
    for (const l of lines) {
      expect(
        penceOf(l.Subtotal) - penceOf(l.Discount) + penceOf(l['Delivery fee']),
        `order ${l.Order}`,
      ).toBe(penceOf(l.Total))
    }

    // Time passing alone moves nothing taken: the unanswered order is rejected by the rule,
    // but what was taken stays what it was.
    clock.advance(11 * MINUTE)
    await kitchen().board()
    const later11 = (await get('takings')).json().data
    expect(later11).toMatchObject({
      orders: day.orders,
      total: day.total,
      byPayment: day.byPayment,
      refunds: day.refunds,
      vat: day.vat,
      pending: { count: 0, total: 0 },
      forLater: day.forLater,
      rejected: { count: 3 },
    })
    // A member's accepting is what makes an order taken.
    await kitchen().accept(later, 15)
    const afterAccept = (await get('takings')).json().data
    expect(afterAccept).toMatchObject({
      orders: day.orders + 1,
      total: day.total + laterO.final_amount,
      forLater: { count: 0, total: 0 },
    })
  })

  it('gives an empty day for a past date, and refuses bad and future dates', async () => {
    expect((await get('takings?day=2026-01-05')).json().data).toMatchObject({
      day: '2026-01-05',
      orders: 0,
      total: 0,
      vat: 0,
      pending: { count: 0, total: 0 },
      medianAcknowledgeSeconds: null,
    })
    const empty = await get('takings/orders.csv?day=2026-01-05')
    expect(empty.body).toBe(
      'Time,Order,Counted as,Type,Payment,Subtotal,Discount,Delivery fee,VAT,Total,Refunded\r\n',
    )
    for (const day of ['2026-02-30', 'yesterday', '2999-01-01']) {
      for (const url of ['takings', 'takings.csv', 'takings/orders.csv']) {
        const res = await get(`${url}?day=${day}`)
        expect(res.statusCode, `${url} ${day}`).toBe(400)
        expect(res.json().status).toBe(false)
      }
    }
  })

  it('is the owner’s only', async () => {
    for (const url of ['takings', 'takings.csv', 'takings/orders.csv']) {
      expect((await get(url, member.token)).statusCode, url).toBe(403)
    }
  })
})
