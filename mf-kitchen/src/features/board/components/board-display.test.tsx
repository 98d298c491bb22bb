import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  kitchenBoard,
  openBoard,
  paidOnlineOrder,
  renderKitchen,
  SERVER_TIME,
  shopStateReply,
  signedInWith,
  staffOrder,
  untilStreamOpen,
  useKitchenApi,
} from '../../../test/kitchen-harness'
import { resetShift, SHIFT_KEY } from '../state/shift-store'

// The board as a kitchen display (issue 29): late orders, the count of new ones, the sound
// after a reload, and what the buttons promise.

const api = useKitchenApi()

const column = (name: RegExp) => screen.getByRole('region', { name })
const card = (number: string) =>
  screen.getByRole('article', { name: `Order ${number}` })
const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString()

const accepted = (id: string, readyIn: number) =>
  staffOrder({
    order_id: id,
    order_status: 'preparing',
    next_status: 'out_for_delivery',
    acknowledgedAt: SERVER_TIME,
    ready_at: minutesFromNow(readyIn),
  })

describe('late orders', () => {
  it('says how late an order past its ready time is, and puts it first', async () => {
    signedInWith(api(), [
      accepted('1001', 10),
      accepted('1002', -4.5),
      accepted('1003', 5),
    ])
    const user = await openBoard()
    const numbers = within(column(/^Preparing/))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(numbers).toEqual(['Order 1002', 'Order 1001', 'Order 1003'])
    expect(within(card('1002')).getByText('4 min late')).toBeTruthy()
    expect(card('1001').textContent).not.toContain('late')
    // A new time for the customer is the first thing offered on a late ticket.
    await user.click(
      within(card('1002')).getByRole('button', { name: 'Change time' }),
    )
    expect(
      screen.getByRole('dialog', { name: 'New ready time for order 1002' }),
    ).toBeTruthy()
  })
})

describe('the count of new orders', () => {
  it('counts the ringing orders and jumps to them (all in view: the oldest), and a new one adds to it', async () => {
    signedInWith(api(), [
      staffOrder({ order_id: '1001' }),
      staffOrder({ order_id: '1002' }),
      accepted('1003', 10),
    ])
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: '2 new' }))
    expect(document.activeElement).toBe(card('1001'))

    api().push(
      'GET /staff/board/events',
      'order',
      staffOrder({ order_id: '1099' }),
    )
    expect(await screen.findByRole('button', { name: '3 new' })).toBeTruthy()
    expect(screen.getByText('3 new orders are ringing.')).toBeTruthy()
  })

  it('is not there while nothing rings', async () => {
    signedInWith(api(), [accepted('1003', 10)])
    await openBoard()
    expect(screen.queryByRole('button', { name: /new$/ })).toBeNull()
    expect(screen.getByText('No new order waiting.')).toBeTruthy()
  })
})

describe('the sound after a reload', () => {
  /** The board opened again on a device whose shift had started: a reload, a crash. */
  const reloadedDevice = () => {
    localStorage.setItem(SHIFT_KEY, new Date().toISOString())
    resetShift()
  }

  it('asks for the tap across the board while orders ring, until it comes', async () => {
    reloadedDevice()
    signedInWith(api(), [staffOrder()])
    const user = renderKitchen()
    const banner = await screen.findByRole('button', {
      name: 'Tap to turn the sound back on',
    })
    // No "Start shift" in the way: the orders show at once.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(column(/^New/)).getByText('Order')).toBeTruthy()
    await user.click(banner)
    expect(
      screen.queryByRole('button', { name: 'Tap to turn the sound back on' }),
    ).toBeNull()
    await untilStreamOpen(api())
  })

  it('is forgotten at Sign out: the next member starts a shift of their own', async () => {
    reloadedDevice()
    signedInWith(api(), [staffOrder()])
    api().on('POST /staff/logout', () => ({
      body: { status: true, message: 'Signed out.' },
    }))
    const user = renderKitchen()
    await screen.findByRole('button', { name: 'Tap to turn the sound back on' })
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(
      await screen.findByRole('heading', { name: 'Kitchen sign-in' }),
    ).toBeTruthy()
    expect(localStorage.getItem(SHIFT_KEY)).toBeNull()
  })

  it('stays quiet with nothing ringing, and any tap unlocks the sound', async () => {
    reloadedDevice()
    signedInWith(api(), [accepted('1003', 10)])
    const user = renderKitchen()
    await screen.findByText('Live')
    expect(
      screen.queryByRole('button', { name: 'Tap to turn the sound back on' }),
    ).toBeNull()
    expect(screen.getByText('Sound off')).toBeTruthy()
    await user.click(screen.getByRole('heading', { name: /^Preparing/ }))
    // happy-dom has no Web Audio: started, the bar says so.
    expect(await screen.findByText('No sound on this device')).toBeTruthy()
  })
})

describe('what the buttons promise', () => {
  it('in busy mode, Accept says the quote the customer gets', async () => {
    const order = staffOrder({ acknowledgedAt: SERVER_TIME })
    signedInWith(api(), [order])
    api().on(
      'GET /staff/shop',
      shopStateReply({ busy: { minutes: 20, until: minutesFromNow(60) } }),
    )
    const user = await openBoard()
    await screen.findByText(/^Busy: \+20 min until/)
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept order 1042' })
    expect(
      within(dialog).getByRole('button', { name: 'Accept (40 min)' }),
    ).toBeTruthy()
    await user.click(within(dialog).getByLabelText('30 min'))
    expect(
      within(dialog).getByRole('button', { name: 'Accept (50 min)' }),
    ).toBeTruthy()
  })

  it('Accept offers the owner’s new default as soon as the stream says it changed', async () => {
    const order = staffOrder({ acknowledgedAt: SERVER_TIME })
    const board = kitchenBoard([order])
    signedInWith(api(), board)
    api().on('GET /staff/board/events', {
      events: [
        { event: 'board', data: board },
        {
          event: 'settings',
          data: { ...board.settings, defaultReadyMinutes: 45 },
        },
      ],
      keepOpen: true,
    })
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept order 1042' })
    expect(
      (within(dialog).getByLabelText('45 min') as HTMLInputElement).checked,
    ).toBe(true)
    expect(within(dialog).getByLabelText('5 min')).toBeTruthy()
  })

  it.each([
    [
      'a paid order says its money goes back',
      paidOnlineOrder({
        order_status: 'preparing',
        acknowledgedAt: SERVER_TIME,
      }),
      'Cancel order 1042? The customer is told, and the £25.50 paid online is refunded to their card.',
    ],
    [
      'what is left of a part-refunded one',
      paidOnlineOrder({
        order_status: 'preparing',
        acknowledgedAt: SERVER_TIME,
        refunded_amount: 550,
      }),
      'Cancel order 1042? The customer is told, and the £20.00 paid online is refunded to their card.',
    ],
    [
      'a cash order only that the customer is told',
      accepted('1042', 10),
      'Cancel order 1042? The customer is told.',
    ],
  ])('Cancel asks again: %s', async (_label, order, question) => {
    signedInWith(api(), [order])
    const user = await openBoard()
    await user.click(
      within(card('1042')).getByRole('button', { name: 'Details' }),
    )
    await user.click(
      within(card('1042')).getByRole('button', { name: 'Cancel order' }),
    )
    expect(
      within(card('1042')).getByRole('group', { name: question }),
    ).toBeTruthy()
  })
})
