import { deferred, expectConsole } from '@food/shared/testing/server'
import { formatShopTime } from '@food/shared/time'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  actionReply,
  COOK,
  kitchenBoard,
  openBoard,
  renderKitchen,
  SERVER_TIME,
  signedInWith,
  staffOrder,
  untilStreamOpen,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const column = (name: RegExp) => screen.getByRole('region', { name })
const later = (ms: number) => new Date(Date.now() + ms).toISOString()

describe('KitchenBoard', () => {
  it('asks for one tap before the shift starts, then says how sound and screen are', async () => {
    signedInWith(api(), [])
    const user = renderKitchen()
    const start = await screen.findByRole('dialog', {
      name: 'Ready for the shift?',
    })
    await user.click(within(start).getByRole('button', { name: 'Start shift' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // happy-dom has neither Web Audio nor a wake lock: the board says so.
    expect(await screen.findByText('Screen may sleep')).toBeTruthy()
    expect(screen.getByText('No sound on this device')).toBeTruthy()
    expect(await screen.findByText('Live')).toBeTruthy()
  })

  it('puts each order in its column, and today’s finished ones below', async () => {
    signedInWith(api(), [
      staffOrder({ order_id: '1001' }),
      staffOrder({ order_id: '1002', order_status: 'preparing' }),
      staffOrder({
        order_id: '1003',
        order_status: 'ready',
        order_type: 'collection',
      }),
      staffOrder({ order_id: '1004', order_status: 'out_for_delivery' }),
      staffOrder({ order_id: '1005', order_status: 'delivered' }),
      staffOrder({ order_id: '1006', order_status: 'cancelled' }),
      staffOrder({
        order_id: '1007',
        order_status: 'rejected',
        reject_reason: 'The kitchen is too busy to take it right now.',
      }),
    ])
    const user = await openBoard()
    const numbers = (region: HTMLElement) =>
      within(region)
        .queryAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
    expect(numbers(column(/^New/))).toEqual(['Order 1001'])
    expect(numbers(column(/^Preparing/))).toEqual(['Order 1002'])
    expect(numbers(column(/^Ready \/ Out for delivery/))).toEqual([
      'Order 1003',
      'Order 1004',
    ])
    expect(screen.getByText('Done today (2)')).toBeTruthy()
    // Folded away, a finished order is only its line until it is opened.
    expect(screen.queryByText(/^Rejected: /)).toBeNull()
    await user.click(screen.getByText('Rejected today (1)'))
    await user.click(screen.getByText(/^Order 1007 · Rejected/))
    expect(
      await screen.findByText(
        'Rejected: The kitchen is too busy to take it right now.',
      ),
    ).toBeTruthy()
  })

  it('shows what the kitchen needs on a card', async () => {
    const readyAt = later(25 * 60_000)
    signedInWith(api(), [
      staffOrder({
        order_status: 'preparing',
        next_status: 'out_for_delivery',
        acknowledgedAt: SERVER_TIME,
        ready_at: readyAt,
      }),
    ])
    await openBoard()
    const card = screen.getByRole('article', { name: 'Order 1042' })
    const text = card.textContent ?? ''
    // Accepted: the ready time the customer was given, not the age.
    expect(text).not.toContain('4 min')
    expect(text).toContain('Delivery')
    expect(text).toContain(`Ready ${formatShopTime(new Date(readyAt))}`)
    expect(text).toContain('2×')
    expect(text).toContain('Adana Kebab')
    expect(text).toContain('+ Extra chilli')
    expect(text).toContain('“No onions”')
    expect(text).toContain('Note: Ring the bell')
    expect(text).toContain('12 Botanic Avenue, Flat 2, Belfast BT7 1JQ')
    expect(text).toContain('−£2.50')
    expect(text).toContain('£25.50')
    expect(text).toContain('Cash on delivery')
    const phone = within(card).getByRole('link', { name: '07700 900123' })
    expect(phone.getAttribute('href')).toBe('tel:+447700900123')
  })

  it('rings for an order nobody has seen, overdue after the alert time; Seen silences it', async () => {
    const order = staffOrder()
    signedInWith(api(), [order])
    api().on(
      'POST /staff/orders/1042/acknowledge',
      actionReply({ ...order, acknowledgedAt: SERVER_TIME }),
    )
    const user = await openBoard()
    expect(screen.getByText('1 new order is ringing.')).toBeTruthy()
    // 4 minutes old, the alert time is 3: escalated.
    expect(screen.getByText('Waiting 4 min')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Seen' }))
    expect(await screen.findByText('No new order waiting.')).toBeTruthy()
    expect(screen.queryByText('Waiting 4 min')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Seen' })).toBeNull()
  })

  it('accepts with the ready time chosen in the dialog, shown before the API answers', async () => {
    const order = staffOrder()
    signedInWith(api(), [order])
    api().on(
      'POST /staff/orders/1042/acknowledge',
      actionReply({ ...order, acknowledgedAt: SERVER_TIME }),
    )
    const answer = deferred()
    api().on('POST /staff/orders/1042/accept', async () => {
      await answer.promise
      return actionReply({
        ...order,
        order_status: 'preparing',
        next_status: 'out_for_delivery',
        acknowledgedAt: SERVER_TIME,
        updatedAt: later(0),
        undo: { status: 'pending', until: later(10_000) },
      })
    })
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept order 1042' })
    // The shop's default is chosen to start with.
    expect(
      (within(dialog).getByLabelText('20 min') as HTMLInputElement).checked,
    ).toBe(true)
    await waitFor(() =>
      expect(
        api().bodiesOf('POST /staff/orders/1042/acknowledge'),
      ).toHaveLength(1),
    )
    await user.click(within(dialog).getByLabelText('30 min'))
    await user.click(
      within(dialog).getByRole('button', { name: 'Accept (30 min)' }),
    )
    // At once, while the API has not answered: the dialog gone, the ticket accepted.
    expect(screen.queryByRole('dialog')).toBeNull()
    const card = screen.getByRole('article', { name: 'Order 1042' })
    expect(within(card).getByText(/^Ready \d\d:\d\d$/)).toBeTruthy()
    expect(
      within(card).getByRole('button', { name: 'Out for delivery' }),
    ).toBeTruthy()
    await waitFor(() =>
      expect(api().bodiesOf('POST /staff/orders/1042/accept')).toEqual([
        { minutes: 30 },
      ]),
    )
    answer.resolve()
    // The answer puts it in Preparing, with Undo.
    const preparing = column(/^Preparing/)
    expect(
      await within(preparing).findByRole('button', {
        name: 'Undo (back to New)',
      }),
    ).toBeTruthy()
    // Opening the dialog silenced the ring, once.
    expect(api().bodiesOf('POST /staff/orders/1042/acknowledge')).toHaveLength(
      1,
    )
  })

  it('puts an order back as it was when the API refuses the accept shown at once', async () => {
    const order = staffOrder({ acknowledgedAt: SERVER_TIME })
    signedInWith(api(), [order])
    expectConsole('error', /accept 409/)
    api().on('POST /staff/orders/1042/accept', {
      status: 409,
      body: {
        status: false,
        code: 'INVALID_STATUS_CHANGE',
        message: 'Order 1042 is cancelled; it cannot be accepted.',
      },
    })
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    const dialog = screen.getByRole('dialog', { name: 'Accept order 1042' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Accept (20 min)' }),
    )
    const card = within(column(/^New/)).getByRole('article', {
      name: 'Order 1042',
    })
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Order 1042 is cancelled; it cannot be accepted.',
    )
    // Back as it was: new, with Accept and Reject, and not ready at any time.
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy()
    expect(within(card).queryByText(/^Ready /)).toBeNull()
  })

  it('rejects only with words when the reason is Other', async () => {
    const order = staffOrder({ acknowledgedAt: SERVER_TIME })
    signedInWith(api(), [order])
    api().on(
      'POST /staff/orders/1042/reject',
      actionReply({
        ...order,
        order_status: 'rejected',
        reject_reason: 'Oven broken',
        updatedAt: later(0),
      }),
    )
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject order 1042' })
    await user.click(within(dialog).getByLabelText('Other'))
    await user.click(
      within(dialog).getByRole('button', { name: 'Reject order' }),
    )
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please say why the order is rejected.',
    )
    expect(api().bodiesOf('POST /staff/orders/1042/reject')).toEqual([])

    await user.type(
      within(dialog).getByLabelText('What should the customer read?'),
      'Oven broken',
    )
    await user.click(
      within(dialog).getByRole('button', { name: 'Reject order' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf('POST /staff/orders/1042/reject')).toEqual([
      { reason: 'other', text: 'Oven broken', items: [] },
    ])
    expect(screen.getByText('Rejected today (1)')).toBeTruthy()
  })

  it('rejects as Item unavailable naming the dishes that ran out', async () => {
    const order = staffOrder({
      acknowledgedAt: SERVER_TIME,
      items: [
        ...(staffOrder().items ?? []),
        {
          _id: 'line-2',
          menuItem: { _id: 'item-chips', name: 'Skin-on Chips' },
          quantity: 1,
          price: 349,
          line_total: 349,
          instructions: '',
          addons: [],
        },
      ],
    })
    signedInWith(api(), [order])
    api().on(
      'POST /staff/orders/1042/reject',
      actionReply({ ...order, order_status: 'rejected', updatedAt: later(0) }),
    )
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject order 1042' })
    await user.click(within(dialog).getByLabelText('Item unavailable'))
    const dishes = within(dialog).getByRole('group', {
      name: 'What has run out?',
    })
    // Two dishes: nothing is ticked for the member, and none ticked is refused here.
    await user.click(
      within(dialog).getByRole('button', { name: 'Reject order' }),
    )
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please choose what has run out.',
    )
    expect(api().bodiesOf('POST /staff/orders/1042/reject')).toEqual([])

    await user.click(within(dishes).getByLabelText('1× Skin-on Chips'))
    await user.click(
      within(dialog).getByRole('button', { name: 'Reject order' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf('POST /staff/orders/1042/reject')).toEqual([
      { reason: 'item_unavailable', text: '', items: ['line-2'] },
    ])
  })

  it('moves an order on with one tap, offers Undo while it may, and shows a refusal on the card', async () => {
    const order = staffOrder({
      order_status: 'preparing',
      next_status: 'out_for_delivery',
      acknowledgedAt: SERVER_TIME,
    })
    signedInWith(api(), [
      order,
      staffOrder({
        order_id: '1050',
        order_status: 'out_for_delivery',
        next_status: 'delivered',
        acknowledgedAt: SERVER_TIME,
        // Its undo window has passed.
        undo: { status: 'preparing', until: later(-1000) },
      }),
    ])
    api().on(
      'POST /staff/orders/1042/advance',
      actionReply({
        ...order,
        order_status: 'out_for_delivery',
        next_status: 'delivered',
        updatedAt: later(0),
        undo: { status: 'preparing', until: later(10_000) },
      }),
    )
    const user = await openBoard()
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Out for delivery' }))
    // Once answered, the order is in Ready / Out for delivery with its Undo.
    const undo = await within(column(/^Ready/)).findByRole('button', {
      name: 'Undo (back to Preparing)',
    })
    expect(screen.getAllByRole('button', { name: 'Delivered' })).toHaveLength(2)

    expectConsole('error', /undo 409/)
    api().on('POST /staff/orders/1042/undo', {
      status: 409,
      body: {
        status: false,
        code: 'NOTHING_TO_UNDO',
        message: 'Order 1042 has no change to undo.',
      },
    })
    await user.click(undo)
    const card = screen.getByRole('article', { name: 'Order 1042' })
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Order 1042 has no change to undo.',
    )
    // Nothing is lost: the card is still where it was.
    expect(
      within(column(/^Ready/)).getByRole('article', { name: 'Order 1042' }),
    ).toBe(card)
  })

  it('shows new orders from the stream, and re-syncs after a drop', async () => {
    signedInWith(api(), [])
    await openBoard()
    api().push(
      'GET /staff/board/events',
      'order',
      staffOrder({ order_id: '1099' }),
    )
    expect(
      await within(column(/^New/)).findByRole('article', {
        name: 'Order 1099',
      }),
    ).toBeTruthy()

    // The next connection's board is the truth: the order was taken meanwhile.
    api().on('GET /staff/board/events', {
      events: [
        {
          event: 'board',
          data: kitchenBoard([
            staffOrder({ order_id: '1099', order_status: 'preparing' }),
          ]),
        },
      ],
      keepOpen: true,
    })
    api().endStreams()
    expect(await screen.findByText('Reconnecting…')).toBeTruthy()
    expect(await screen.findByText('Live')).toBeTruthy()
    expect(
      await within(column(/^Preparing/)).findByRole('article', {
        name: 'Order 1099',
      }),
    ).toBeTruthy()
  })

  it('shows the sign-in again when the server forgets the session', async () => {
    expectConsole('error', /board\/events 401/)
    signedInWith(api(), [])
    api().on('GET /staff/board/events', {
      status: 401,
      body: { status: false, message: 'Please sign in to the kitchen first.' },
    })
    renderKitchen()
    expect(
      await screen.findByRole('heading', { name: 'Kitchen sign-in' }),
    ).toBeTruthy()
  })

  it('links every kitchen page for the owner', async () => {
    signedInWith(api(), [])
    await openBoard()
    const nav = screen.getByRole('navigation', { name: 'Kitchen' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Board',
      'Menu',
      'Menu editor',
      'Takings',
      'Hours',
      'Site',
      'Staff',
      'Posts',
      'Activity',
    ])
  })

  it('links only Board and Menu for staff, and keeps the owner’s pages from them', async () => {
    signedInWith(api(), [], COOK)
    renderKitchen('/kitchen/staff')
    expect(await screen.findByText('Sam · Staff')).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Kitchen' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Board', 'Menu'])
    expect(screen.getByText('Only the owner can see this page.')).toBeTruthy()
    await untilStreamOpen(api())
    expect(api().requests.some((r) => r.route === 'GET /staff/accounts')).toBe(
      false,
    )
  })

  it.each([
    ['/kitchen/takings', 'GET /staff/takings'],
    ['/kitchen/hours', 'GET /staff/hours'],
  ])('keeps %s from staff without asking the server', async (path, route) => {
    signedInWith(api(), [], COOK)
    renderKitchen(path)
    expect(
      await screen.findByText('Only the owner can see this page.'),
    ).toBeTruthy()
    await untilStreamOpen(api())
    expect(api().requests.some((r) => r.route === route)).toBe(false)
  })
})
