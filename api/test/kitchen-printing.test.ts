import type { AddressInfo } from 'node:net'
import { type FakePrinter, startFakePrinter } from '@food/tools/fake-printer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import { orderClient, saveAddress, staffClient } from './helpers/order'
import { createStaff, type TestStaff } from './helpers/staff'
import {
  startSecondInstance,
  startTestApp,
  type TestApp,
} from './helpers/test-app'

let printer: FakePrinter
let t: TestApp
let customer: TestCustomer
let member: TestStaff
let owner: TestStaff

beforeAll(async () => {
  printer = await startFakePrinter()
  t = await startTestApp({
    SHOP_STATUS_OVERRIDE: 'open',
    PRINTER_URL: printer.url,
    PRINTER_TIMEOUT_MS: '1000',
  })
  customer = await createCustomer(t, 'Úna')
  member = await createStaff(t, 'staff', 'Ciara')
  owner = await createStaff(t, 'owner', 'Mehmet')
})
afterAll(async () => {
  await t.close()
  await printer.close()
})

type Placed = { _id: string; order_id: string; final_amount: number }

async function placeOrder(type: 'delivery' | 'collection', note = '') {
  await asCustomer(t, customer).addBulk([
    line(
      'item-adana-kebab',
      2,
      { 'addon-kebab-sauce': ['sauce-garlic'] },
      'No onions – thanks',
    ),
    line('item-baklava', 1),
  ])
  const address_id =
    type === 'delivery' ? await saveAddress(t, customer) : undefined
  const res = await orderClient(t, customer).submit({
    order_type: type,
    address_id,
    note,
  })
  expect(res.statusCode).toBe(201)
  return res.json().data as Placed
}

const kitchen = (who: TestStaff = member) => staffClient(t, who.token)
const print = (reference: string, body?: object, who: TestStaff = member) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${reference}/print`,
    headers: who.auth,
    ...(body ? { payload: body } : {}),
  })
const setAutoPrint = (autoPrint: unknown, who: TestStaff = owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/printing',
    headers: who.auth,
    payload: { autoPrint },
  })
const printOf = async (reference: string) =>
  (await kitchen().get(reference)).json().data.print

/** Tickets printed from now on. */
const printedSince = (before: number) => printer.tickets.slice(before)

describe('printing a ticket on the kitchen printer', () => {
  it('sends one ticket with the order, the dishes, the customer and the money', async () => {
    const order = await placeOrder('delivery', 'Ring the bell twice')
    await kitchen().accept(order.order_id, 20)
    const before = printer.tickets.length
    const res = await print(order.order_id)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      `The ticket of order ${order.order_id} printed.`,
    )
    expect(res.json().data.print).toMatchObject({
      state: 'printed',
      error: null,
      attempts: 1,
    })
    const [ticket] = printedSince(before)
    expect(printedSince(before)).toHaveLength(1)
    const text = ticket?.text ?? ''
    for (const expected of [
      'Anatolia Grill',
      `ORDER ${order.order_id}`,
      'DELIVERY',
      'Placed ',
      'READY ',
      '2 x Adana Kebab',
      '+ Garlic',
      '"No onions - thanks"',
      '1 x Pistachio Baklava (4)',
      'Note: Ring the bell twice',
      'Aoife Kelly',
      '12 Rugby Avenue',
      'Flat 2',
      'Belfast BT7 1JG',
      '07700900123',
      'CASH TO COLLECT £',
      'Total',
      '--- cut ---',
    ]) {
      expect(text).toContain(expected)
    }
    // 80 mm paper, font A: no line wider than 48 characters.
    for (const printed of text.split('\n')) {
      expect(printed.length).toBeLessThanOrEqual(48)
    }
  })

  it('never prints a printed ticket again unless staff ask for a reprint', async () => {
    const order = await placeOrder('collection')
    const before = printer.tickets.length
    await print(order.order_id)
    const again = await print(order.order_id, { reprint: false })
    expect(again.statusCode).toBe(200)
    expect(again.json().message).toMatch(
      new RegExp(
        `^The ticket of order ${order.order_id} already printed at \\d\\d:\\d\\d: use Reprint for another copy\\.$`,
      ),
    )
    expect(printedSince(before)).toHaveLength(1)
    const reprint = await print(order.order_id, { reprint: true })
    expect(reprint.json().data.print).toMatchObject({
      state: 'printed',
      attempts: 2,
    })
    expect(printedSince(before)).toHaveLength(2)
    expect(printedSince(before)[1]?.text).toContain('COLLECTION')
    expect(printedSince(before)[1]?.text).toContain('+44 ')
  })

  it('prints once when two tablets ask at the same moment', async () => {
    const order = await placeOrder('collection')
    const before = printer.tickets.length
    const replies = await Promise.all([
      print(order.order_id),
      print(order.order_id),
      print(order.order_id, { reprint: false }),
    ])
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(printedSince(before)).toHaveLength(1)
    expect((await printOf(order.order_id)).state).toBe('printed')
  })

  it('says why a ticket did not print when the printer is off, and a Retry prints it once', async () => {
    const order = await placeOrder('collection')
    await printer.switchOff()
    const before = printer.tickets.length
    try {
      const res = await print(order.order_id)
      expect(res.statusCode).toBe(200)
      expect(res.json().data.print).toMatchObject({
        state: 'failed',
        attempts: 1,
        error: `The printer at 127.0.0.1:${printer.port} refused the connection: check it is switched on and on the network.`,
      })
      expect(res.json().message).toBe(
        `The ticket of order ${order.order_id} did not print: The printer at 127.0.0.1:${printer.port} refused the connection: check it is switched on and on the network.`,
      )
      const board = (await kitchen().board()).json().data.orders
      expect(
        board.find((o: Placed) => o.order_id === order.order_id).print.state,
      ).toBe('failed')
    } finally {
      await printer.switchOn()
    }
    const retried = await print(order.order_id)
    expect(retried.json().data.print).toMatchObject({
      state: 'printed',
      error: null,
      attempts: 2,
    })
    const again = await print(order.order_id)
    expect(again.json().data.print.attempts).toBe(2)
    expect(printedSince(before)).toHaveLength(1)
  })

  it('tells every open board how the printing went', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {})
    const port = (t.app.server.address() as AddressInfo).port
    const response = await fetch(
      `http://127.0.0.1:${port}/api/staff/board/events`,
      { headers: owner.auth },
    )
    const events = readEvents(response)
    try {
      expect((await events.next()).event).toBe('board')
      const order = await placeOrder('collection')
      await events.nextAbout(order._id)
      await print(order.order_id)
      let seen = await events.nextAbout(order._id)
      while ((seen.data as Placed & { print: unknown }).print === null) {
        seen = await events.nextAbout(order._id)
      }
      const states = [(seen.data as { print: { state: string } }).print.state]
      while (states.at(-1) !== 'printed') {
        const next = await events.nextAbout(order._id)
        states.push((next.data as { print: { state: string } }).print.state)
      }
      expect(states.at(-1)).toBe('printed')
    } finally {
      await events.close()
    }
  })

  it('prints once when two API instances are asked at once, and a board on the other hears it', async () => {
    const second = await startSecondInstance(t)
    try {
      await second.listen({ port: 0, host: '127.0.0.1' })
      const port = (second.server.address() as AddressInfo).port
      const response = await fetch(
        `http://127.0.0.1:${port}/api/staff/board/events`,
        { headers: owner.auth },
      )
      const events = readEvents(response)
      try {
        expect((await events.next()).event).toBe('board')
        const order = await placeOrder('collection')
        const before = printer.tickets.length
        const ask = (app: typeof t.app) =>
          app.inject({
            method: 'POST',
            url: `/api/staff/orders/${order.order_id}/print`,
            headers: member.auth,
          })
        const replies = await Promise.all([ask(t.app), ask(second)])
        expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200])
        await new Promise((resolve) => setTimeout(resolve, 200))
        expect(printedSince(before)).toHaveLength(1)
        // The board on the other instance learns it from its poll of the database.
        let seen = await events.nextAbout(order._id)
        while (
          (seen.data as { print: { state: string } | null }).print?.state !==
          'printed'
        ) {
          seen = await events.nextAbout(order._id)
        }
      } finally {
        await events.close()
      }
    } finally {
      await second.close()
    }
  })

  it('records who printed each ticket', async () => {
    const order = await placeOrder('collection')
    await print(order.order_id)
    const rows = await t.database.db.query<{ staff_name: string }>(
      `select staff_name from staff_actions where subject = $1 and action = 'ticket-printed'`,
      [`order ${order.order_id}`],
    )
    expect(rows).toEqual([{ staff_name: 'Ciara' }])
  })

  it('answers 404 for an unknown order and 400 for a bad body', async () => {
    expect((await print('999999')).statusCode).toBe(404)
    const order = await placeOrder('collection')
    const bad = await print(order.order_id, { reprint: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/reprint/)
  })
})

describe('auto-print when an order is accepted', () => {
  it('is the owner’s switch: staff may not change it', async () => {
    const refused = await setAutoPrint(true, member)
    expect(refused.statusCode).toBe(403)
    expect((await setAutoPrint('yes')).statusCode).toBe(400)
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/staff/printing',
      headers: owner.auth,
    })
    expect(read.json().data).toEqual({
      autoPrint: false,
      printer: {
        address: `127.0.0.1:${printer.port}`,
        model: 'epson-tm-m30iii',
      },
    })
  })

  it('prints the ticket once on accepting when the owner has it on', async () => {
    const on = await setAutoPrint(true)
    expect(on.statusCode).toBe(200)
    expect(on.json()).toMatchObject({
      message: 'Each order’s ticket now prints when it is accepted.',
      data: { autoPrint: true },
    })
    const board = (await kitchen().board()).json().data
    expect(board.settings).toMatchObject({
      autoPrint: true,
      printer: { address: `127.0.0.1:${printer.port}` },
    })
    const order = await placeOrder('collection')
    const before = printer.tickets.length
    const accepted = await kitchen().accept(order.order_id, 15)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data.print?.state).toMatch(/printing|printed/)
    const [ticket] = await printer.waitForTickets(before + 1)
    expect(printer.tickets[before]?.text).toContain(`ORDER ${order.order_id}`)
    expect(ticket).toBeDefined()
    // A Print tapped on the other tablet meanwhile does not print it again.
    await print(order.order_id)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(printedSince(before)).toHaveLength(1)
    expect((await printOf(order.order_id)).state).toBe('printed')
  })

  it('prints nothing on accepting when it is off', async () => {
    await setAutoPrint(false)
    const order = await placeOrder('collection')
    const before = printer.tickets.length
    await kitchen().accept(order.order_id, 15)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(printedSince(before)).toHaveLength(0)
    expect(await printOf(order.order_id)).toBeNull()
  })
})

describe('without a printer', () => {
  it('refuses to print on the server, and the board prints from the browser', async () => {
    const plain = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
    try {
      const staff = await createStaff(plain, 'staff', 'Ciara')
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/staff/orders/1/print',
        headers: staff.auth,
      })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        status: false,
        code: 'PRINTER_NOT_SET',
        message:
          'No kitchen printer is set up (PRINTER_URL): print the ticket from this screen instead.',
      })
      const board = await plain.app.inject({
        method: 'GET',
        url: '/api/staff/board',
        headers: staff.auth,
      })
      expect(board.json().data.settings.printer).toBeNull()
    } finally {
      await plain.close()
    }
  })
})
