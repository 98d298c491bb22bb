import { rememberOrder } from '@food/shared/query'
import {
  logout,
  setSession,
  trackOrder,
  useTrackedOrderId,
} from '@food/shared/store'
import { placedOrder as anyOrder } from '@food/shared/testing'
import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import type { Order } from '@food/shared/types'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { OrderTrackingBar } from './order-tracking-bar'

const api = useTestApi()

const order = (status: string, overrides: Partial<Order> = {}): Order =>
  anyOrder({
    _id: 'o1',
    order_id: '1042',
    order_status: status,
    payment_mode: 'COD',
    updatedAt: '2026-11-21T19:00:00.000Z',
    items: [
      {
        _id: 'l1',
        menuItem: { _id: 'adana', name: 'Adana Kebab' },
        quantity: 2,
        price: 1250,
        line_total: 2500,
        instructions: '',
        addons: [],
      },
      {
        _id: 'l2',
        menuItem: { _id: 'ayran', name: 'Ayran' },
        quantity: 1,
        price: 250,
        line_total: 250,
        instructions: '',
        addons: [],
      },
    ],
    ...overrides,
  })

function Tracked() {
  return <output>{useTrackedOrderId() ?? 'none'}</output>
}

function renderBar(path = '/') {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={[path]}>
      <OrderTrackingBar />
      <Tracked />
    </MemoryRouter>,
  )
  return user
}

const bar = () => screen.queryByRole('region', { name: 'Order tracking' })

/** The live stream sends these events and ends (the bar then reconnects by itself). */
function streamOf(...orders: Order[]) {
  api().on('GET /user/order/o1/events', {
    events: orders.map((data) => ({ event: 'order', data })),
  })
}

/**
 * The order's stream sends it and stays open: no reconnect, so a tap or an unmount after its
 * answer cuts no request short (happy-dom logs that, maybe during the next test).
 */
function openStreamOf(data: Order) {
  api().on(`GET /user/order/${data._id}/events`, {
    events: [{ event: 'order', data }],
    keepOpen: true,
  })
}

describe('OrderTrackingBar', () => {
  it('shows nothing until an order is tracked', () => {
    setSession('t')
    renderBar()
    expect(bar()).toBeNull()
  })

  it('shows one line: order number, status and time, opening to payment, items and View Details', async () => {
    setSession('t')
    streamOf(order('pending', { createdAt: '2026-11-21T18:55:00.000Z' }))
    rememberOrder(order('pending', { createdAt: '2026-11-21T18:55:00.000Z' }), {
      isPlaced: true,
    })
    act(() => trackOrder('o1'))
    const user = renderBar()

    const region = bar()
    if (!region) throw new Error('no bar')
    const line = within(region).getByRole('button', { name: /show details/ })
    expect(line.getAttribute('aria-expanded')).toBe('false')
    expect(line.textContent).toBe(
      '#1042 · Pending Confirmation · Placed at 18:55, show details',
    )
    expect(within(region).queryByText('3 items: Adana Kebab, Ayran')).toBeNull()

    await user.click(line)
    expect(line.getAttribute('aria-expanded')).toBe('true')
    expect(within(region).getByText('Payment: Pending')).toBeTruthy()
    expect(within(region).getByText('3 items: Adana Kebab, Ayran')).toBeTruthy()
    const details = within(region).getByRole('link', { name: 'View Details' })
    expect(details.getAttribute('href')).toBe('/orders/1042')

    await user.click(
      within(region).getByRole('button', { name: /hide details/ }),
    )
    expect(within(region).queryByText('Payment: Pending')).toBeNull()
  })

  it('waits for a card payment, then says it was paid and what was refunded', async () => {
    setSession('t')
    const events = 'GET /user/order/o1/events'
    api().on(events, {
      events: [
        {
          event: 'order',
          data: order('awaiting_payment', { payment_method: 'online' }),
        },
      ],
      keepOpen: true,
    })
    act(() => trackOrder('o1'))
    const user = renderBar()

    expect(await screen.findByText('Awaiting Payment')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /show details/ }))
    expect(screen.getByText('Waiting for your card payment.')).toBeTruthy()
    expect(screen.getByText('Payment: Pending')).toBeTruthy()

    const paid = {
      payment_method: 'online',
      payment_mode: 'CARD',
      paid_amount: 2860,
    } as const
    api().push(events, 'order', order('pending', paid))
    expect(await screen.findByText('Pending Confirmation')).toBeTruthy()
    expect(screen.getByText('Payment: Paid')).toBeTruthy()
    expect(screen.queryByText(/Refunded/)).toBeNull()

    api().push(
      events,
      'order',
      order('preparing', {
        ...paid,
        refunded_amount: 350,
        updatedAt: '2026-11-21T19:10:00.000Z',
      }),
    )
    expect(await screen.findByText('Refunded £3.50')).toBeTruthy()
    expect(screen.getByText('Payment: Paid')).toBeTruthy()
  })

  it('gives the reason a cancelled order ended', async () => {
    setSession('t')
    const reason =
      'The card payment was not completed in time, so the order was cancelled. Nothing was charged.'
    streamOf(order('cancelled', { cancel_reason: reason }))
    act(() => trackOrder('o1'))
    renderBar()

    expect(await screen.findByText('Cancelled')).toBeTruthy()
    // Opened by itself: the reason is what the customer needs.
    expect(
      screen
        .getByRole('button', { name: /hide details/ })
        .getAttribute('aria-expanded'),
    ).toBe('true')
    expect(screen.getByText(reason)).toBeTruthy()
  })

  it('says a refused cash order was not charged, not that payment is pending', async () => {
    setSession('t')
    streamOf(order('rejected', { reject_reason: 'Too busy' }))
    act(() => trackOrder('o1'))
    renderBar()

    expect(await screen.findByText('Rejected')).toBeTruthy()
    expect(screen.getByText('Payment: Not charged')).toBeTruthy()
    expect(screen.queryByText('Payment: Pending')).toBeNull()
  })

  it('says Collected when a collection was handed over', async () => {
    setSession('t')
    streamOf(order('delivered', { order_type: 'collection' }))
    act(() => trackOrder('o1'))
    renderBar()

    expect(await screen.findByText('Collected')).toBeTruthy()
    expect(screen.queryByText('Delivered')).toBeNull()
  })

  it('follows the live stream: a status change shows without pressing Refresh', async () => {
    setSession('t')
    streamOf(
      order('pending'),
      order('out_for_delivery', { updatedAt: '2026-11-21T19:20:00.000Z' }),
    )
    act(() => trackOrder('o1'))
    const user = renderBar()

    expect(await screen.findByText('Out for Delivery')).toBeTruthy()
    // Said to screen readers as it changes, the line shut or open.
    expect(
      screen.getByText('Out for Delivery. On its way to you.', {
        selector: '[aria-live] , [aria-live] *',
      }),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /show details/ }))
    expect(
      screen.getByText('On its way to you.', { selector: 'p' }),
    ).toBeTruthy()
    expect(await screen.findByText(/Last refreshed just now/)).toBeTruthy()
    expect(api().requests[0]?.authorization).toBe('Bearer t')
  })

  it('says an accepted order past its promised time is running late, never a time gone by', async () => {
    setSession('t')
    // 19:05 in Belfast, long past.
    const expected_at = '2026-11-21T19:05:00.000Z'
    openStreamOf(order('preparing', { order_type: 'collection', expected_at }))
    act(() => trackOrder('o1'))
    const user = renderBar()

    const line = await screen.findByRole('button', { name: /show details/ })
    await waitFor(() =>
      expect(line.textContent).toBe(
        '#1042 · Preparing · Running late — the kitchen is on it (promised for 19:05), show details',
      ),
    )
    expect(within(line).getByText('Running late')).toBeTruthy()
    await user.click(line)
    expect(
      screen.getByText(
        'Your food is being cooked. Running late — the kitchen is on it (promised for 19:05).',
      ),
    ).toBeTruthy()
  })

  it('Refresh asks the server for the order again', async () => {
    setSession('t')
    streamOf(order('pending'))
    act(() => trackOrder('o1'))
    const user = renderBar()
    await screen.findByText('Pending Confirmation')
    await user.click(screen.getByRole('button', { name: /show details/ }))

    api().on('GET /user/order/o1', {
      body: {
        status: true,
        data: order('preparing', { updatedAt: '2026-11-21T19:05:00.000Z' }),
      },
    })
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('Preparing')).toBeTruthy()
  })

  it('says Refreshing… while Refresh is on its way, and a failure with its message', async () => {
    setSession('t')
    streamOf(order('pending'))
    act(() => trackOrder('o1'))
    const user = renderBar()
    await screen.findByText('Pending Confirmation')
    await user.click(screen.getByRole('button', { name: /show details/ }))

    const held = deferred()
    api().on('GET /user/order/o1', async () => {
      await held.promise
      return {
        status: 500,
        body: { status: false, message: 'Try again soon.' },
      }
    })
    expectConsole('error', /500/) // the browser's own report of the failed request
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    const busy = await screen.findByRole('button', { name: 'Refreshing…' })
    expect(busy).toHaveProperty('disabled', true)

    held.resolve()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Try again soon.',
    )
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty(
      'disabled',
      false,
    )
    expect(screen.getByText('Pending Confirmation')).toBeTruthy()
  })

  it('stops tracking when Refresh finds the order gone', async () => {
    setSession('t')
    streamOf(order('pending'))
    act(() => trackOrder('o1'))
    const user = renderBar()
    await screen.findByText('Pending Confirmation')
    await user.click(screen.getByRole('button', { name: /show details/ }))

    expectConsole('error', /404/)
    api().on('GET /user/order/o1', {
      status: 404,
      body: { status: false, message: 'That order was not found.' },
    })
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(bar()).toBeNull())
    expect(screen.queryByText('That order was not found.')).toBeNull()
  })

  it('opens from an order_id query parameter', async () => {
    setSession('t')
    streamOf(order('ready', { order_type: 'collection' }))
    renderBar('/?order_id=o1')
    expect(await screen.findByText('Ready for Pickup')).toBeTruthy()
  })

  it('ignores the query parameter when logged out', () => {
    renderBar('/?order_id=o1')
    expect(bar()).toBeNull()
  })

  it('closes with its close button, and on logout', async () => {
    setSession('t')
    openStreamOf(order('pending'))
    act(() => trackOrder('o1'))
    const user = renderBar()
    await screen.findByText('Pending Confirmation')
    await user.click(
      screen.getByRole('button', { name: 'Stop tracking this order' }),
    )
    expect(bar()).toBeNull()
    expect(screen.getByText('none')).toBeTruthy()

    openStreamOf(order('preparing'))
    act(() => trackOrder('o1'))
    expect(bar()).toBeTruthy()
    await screen.findByText('Preparing')
    act(() => logout())
    expect(bar()).toBeNull()
  })

  it('follows two orders: the newest shown, the other one tap away', async () => {
    setSession('t')
    // Each text waited for below comes from a stream's answer.
    const o2 = (status: string) =>
      order(status, { _id: 'o2', order_id: '1043' })
    openStreamOf(order('preparing'))
    openStreamOf(o2('pending'))
    act(() => {
      trackOrder('o1')
      trackOrder('o2')
    })
    const user = renderBar()

    expect(await screen.findByText('#1043')).toBeTruthy()
    await user.click(
      screen.getByRole('button', { name: 'Next order (1 of 2)' }),
    )
    expect(await screen.findByText('#1042')).toBeTruthy()
    expect(screen.getByText('Preparing')).toBeTruthy()
    expect(
      screen.getByRole('button', { name: 'Next order (2 of 2)' }),
    ).toBeTruthy()

    // The order moved on meanwhile: the reopened stream says so.
    openStreamOf(o2('ready'))
    await user.click(
      screen.getByRole('button', { name: 'Stop tracking this order' }),
    )
    expect(await screen.findByText('#1043')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Next order/ })).toBeNull()
    expect(await screen.findByText('Ready for Pickup')).toBeTruthy()
    expect(
      api().requests.filter((r) => r.route === 'GET /user/order/o2/events'),
    ).toHaveLength(2)
  })

  it('stops tracking an order that is not the customer’s', async () => {
    setSession('t')
    // happy-dom reports the refused request like a browser's console.
    expectConsole('error', /404/)
    api().on('GET /user/order/o1/events', {
      status: 404,
      body: { status: false, message: 'That order was not found.' },
    })
    act(() => trackOrder('o1'))
    renderBar()
    await waitFor(() => expect(bar()).toBeNull())
  })
})
