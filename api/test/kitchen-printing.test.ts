import type { AddressInfo } from 'node:net'
import { type FakePrinter, startFakePrinter } from '@food/tools/fake-printer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import { orderClient, saveAddress, staffClient } from './helpers/order'
import { auditOfSubject } from './helpers/site'
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
    PRINTER_TIMEOUT_MS: '1000',
  })
  customer = await createCustomer(t, 'Úna')
  member = await createStaff(t, 'staff', 'Ciara')
  owner = await createStaff(t, 'owner', 'Mehmet')
  // The owner types the printer's address in Site → Kitchen printer.
  expect((await setPrinter(printer.address)).statusCode).toBe(200)
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
const setPrinter = (
  address: unknown,
  model: unknown = 'epson-tm-m30iii',
  who: TestStaff = owner,
) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/staff/printer',
    headers: who.auth,
    payload: { address, model },
  })
const printTestPage = (who: TestStaff = owner) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/printer/test',
    headers: who.auth,
  })
const printingSettings = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/staff/printing',
      headers: owner.auth,
    })
  ).json().data
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
    expect(read.json().data).toMatchObject({
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

describe('the owner’s printer in Site → Kitchen printer', () => {
  const here = () => `127.0.0.1:${printer.port}`
  const ADDRESS_MESSAGE =
    'Enter the printer’s address as on its test slip, like 192.168.1.50 or 192.168.1.50:9100.'

  it('is read with the models to choose from, by name', async () => {
    const settings = await printingSettings()
    expect(settings.printer).toEqual({
      address: here(),
      model: 'epson-tm-m30iii',
    })
    expect(settings.model).toBe('epson-tm-m30iii')
    expect(settings.models).toContainEqual({
      id: 'epson-tm-m30iii',
      name: 'Epson TM-m30III',
    })
    expect(settings.models).toContainEqual({
      id: 'star-tsp100iv',
      name: 'Star TSP100IV',
    })
  })

  it('is the owner’s to set and test: staff are refused, and read only whether one is set', async () => {
    const refused = await setPrinter('10.0.0.9', 'epson-tm-m30iii', member)
    expect(refused.statusCode).toBe(403)
    expect((await printTestPage(member)).statusCode).toBe(403)
    const board = (await kitchen().board()).json().data
    expect(board.settings.printer).toEqual({
      address: here(),
      model: 'epson-tm-m30iii',
    })
  })

  it.each([
    'tcp://192.168.1.50:9100',
    '192.168.1.500',
    '192.168.1.50:70000',
    'the back kitchen',
    'printer;rm -rf',
  ])(
    'refuses the address %j with the sentence, changing nothing',
    async (address) => {
      const before = (await auditOfSubject(t, 'kitchen printer')).length
      const res = await setPrinter(address)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        status: false,
        code: 'PRINTER_ADDRESS_INVALID',
        message: ADDRESS_MESSAGE,
      })
      expect((await printingSettings()).printer?.address).toBe(here())
      expect(await auditOfSubject(t, 'kitchen printer')).toHaveLength(before)
    },
  )

  it('refuses a model it cannot print for, and a body that is not text', async () => {
    const res = await setPrinter(here(), 'brother-ql-820')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'PRINTER_MODEL_UNKNOWN',
      message: 'Choose the printer’s model from the list.',
    })
    expect((await setPrinter(9100)).statusCode).toBe(400)
    expect((await printingSettings()).printer?.address).toBe(here())
  })

  it('sets an address (port 9100 unless given), audited with before and after, and every board hears it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {})
    const port = (t.app.server.address() as AddressInfo).port
    const response = await fetch(
      `http://127.0.0.1:${port}/api/staff/board/events`,
      { headers: member.auth },
    )
    const events = readEvents(response)
    try {
      while ((await events.next()).event !== 'board');
      const res = await setPrinter(' 192.168.1.50 ', 'star-tsp100iv')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        status: true,
        message: 'Tickets now print on the Star TSP100IV at 192.168.1.50:9100.',
        data: {
          printer: { address: '192.168.1.50:9100', model: 'star-tsp100iv' },
          model: 'star-tsp100iv',
        },
      })
      let seen = await events.next()
      while (seen.event !== 'settings') seen = await events.next()
      expect(seen.data).toMatchObject({
        printer: { address: '192.168.1.50:9100', model: 'star-tsp100iv' },
      })
      const [entry] = (await auditOfSubject(t, 'kitchen printer')).slice(-1)
      expect(entry).toEqual({
        staff_name: 'Mehmet',
        action: 'printer-changed',
        before: { address: here(), model: 'epson-tm-m30iii' },
        after: { address: '192.168.1.50:9100', model: 'star-tsp100iv' },
      })
    } finally {
      await events.close()
      await setPrinter(here())
    }
  })

  it('cleared, tickets print from the browser: 409 PRINTER_NOT_SET, and the board’s printer is null', async () => {
    try {
      const res = await setPrinter('  ', 'epson-tm-t88vi')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        message:
          'No kitchen printer is set: tickets print from the tablet’s browser.',
        data: { printer: null, model: 'epson-tm-t88vi' },
      })
      const [entry] = (await auditOfSubject(t, 'kitchen printer')).slice(-1)
      expect(entry).toMatchObject({
        action: 'printer-changed',
        after: { address: null, model: 'epson-tm-t88vi' },
      })
      const order = await placeOrder('collection')
      const refused = await print(order.order_id)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().code).toBe('PRINTER_NOT_SET')
      const test = await printTestPage()
      expect(test.statusCode).toBe(409)
      expect(test.json().code).toBe('PRINTER_NOT_SET')
      expect((await kitchen().board()).json().data.settings.printer).toBeNull()
    } finally {
      await setPrinter(here())
    }
  })

  it('prints a test page with the restaurant’s name, the time and the model, audited, touching no order’s ticket', async () => {
    const jobs = async () =>
      (
        await t.database.db.query<{ count: string }>(
          'select count(*)::text as count from print_jobs',
        )
      )[0]?.count
    const jobsBefore = await jobs()
    const before = printer.tickets.length
    const res = await printTestPage()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: `The test page printed on the printer at ${here()}.`,
      data: { printed: true },
    })
    const [page] = (await printer.waitForTickets(before + 1)).slice(before)
    for (const expected of [
      'Anatolia Grill',
      'Test print',
      'Epson TM-m30III',
      here(),
      '--- cut ---',
    ]) {
      expect(page?.text).toContain(expected)
    }
    expect(page?.text).toMatch(/\d\d:\d\d/)
    expect(await jobs()).toBe(jobsBefore)
    const [entry] = (await auditOfSubject(t, 'kitchen printer')).slice(-1)
    expect(entry).toMatchObject({
      staff_name: 'Mehmet',
      action: 'test-page-printed',
      after: { address: here(), model: 'epson-tm-m30iii', error: null },
    })
  })

  it('says why a test page did not print when nobody listens at the address', async () => {
    const nobody = await startFakePrinter()
    const address = nobody.address
    await nobody.close()
    try {
      expect((await setPrinter(address)).statusCode).toBe(200)
      const res = await printTestPage()
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        status: true,
        message: `The test page did not print: The printer at ${address} refused the connection: check it is switched on and on the network.`,
        data: { printed: false },
      })
      const [entry] = (await auditOfSubject(t, 'kitchen printer')).slice(-1)
      expect(entry).toMatchObject({
        action: 'test-page-not-printed',
        after: {
          address,
          error: `The printer at ${address} refused the connection: check it is switched on and on the network.`,
        },
      })
    } finally {
      await setPrinter(here())
    }
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
          'No kitchen printer is set up (Site → Kitchen printer): print the ticket from this screen instead.',
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
