import {
  addPlacedOrder,
  logout,
  setSession,
  trackOrder,
  useTrackedOrderId,
} from '@food/shared/store'
import { expectConsole } from '@food/shared/testing/server'
import type { Order } from '@food/shared/types'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { setupApiServer } from '../../../test/login-harness'
import { OrderTrackingBar } from './order-tracking-bar'

const api = setupApiServer()

const order = (status: string, overrides: Partial<Order> = {}): Order => ({
  _id: 'o1',
  order_id: '1042',
  order_status: status,
  payment_mode: 'COD',
  updatedAt: '2026-11-21T19:00:00.000Z',
  items: [
    { menuItem: { name: 'Adana Kebab' }, quantity: 2 },
    { menuItem: { name: 'Ayran' }, quantity: 1 },
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

describe('OrderTrackingBar', () => {
  it('shows nothing until an order is tracked', () => {
    setSession('t')
    renderBar()
    expect(bar()).toBeNull()
  })

  it('shows the order id, items, count, status, payment and View Details', async () => {
    setSession('t')
    streamOf(order('pending'))
    addPlacedOrder(order('pending'))
    act(() => trackOrder('o1'))
    renderBar()

    const region = bar()
    if (!region) throw new Error('no bar')
    expect(within(region).getByText(/Order 1042/)).toBeTruthy()
    expect(within(region).getByText('Pending')).toBeTruthy()
    expect(within(region).getByText('3 items: Adana Kebab, Ayran')).toBeTruthy()
    expect(within(region).getByText('Pending Confirmation')).toBeTruthy()
    const details = within(region).getByRole('link', { name: 'View Details' })
    expect(details.getAttribute('href')).toBe('/orders')
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
    renderBar()

    expect(await screen.findByText('Awaiting Payment')).toBeTruthy()
    expect(screen.getByText(/Waiting for your card payment\./)).toBeTruthy()
    expect(screen.getByText('Pending')).toBeTruthy()

    const paid = {
      payment_method: 'online',
      payment_mode: 'CARD',
      paid_amount: 2860,
    } as const
    api().push(events, 'order', order('pending', paid))
    expect(await screen.findByText('Pending Confirmation')).toBeTruthy()
    expect(screen.getByText('Paid')).toBeTruthy()
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
    expect(screen.getByText('Paid')).toBeTruthy()
  })

  it('gives the reason a cancelled order ended', async () => {
    setSession('t')
    const reason =
      'The card payment was not completed in time, so the order was cancelled. Nothing was charged.'
    streamOf(order('cancelled', { cancel_reason: reason }))
    act(() => trackOrder('o1'))
    renderBar()

    expect(await screen.findByText('Cancelled')).toBeTruthy()
    const status = screen.getByText('Cancelled').closest('p')
    expect(status?.textContent).toBe(`Cancelled · ${reason}`)
  })

  it('follows the live stream: a status change shows without pressing Refresh', async () => {
    setSession('t')
    streamOf(
      order('pending'),
      order('out_for_delivery', { updatedAt: '2026-11-21T19:20:00.000Z' }),
    )
    act(() => trackOrder('o1'))
    renderBar()

    expect(await screen.findByText('Out for Delivery')).toBeTruthy()
    expect(screen.getByText(/On its way to you/)).toBeTruthy()
    expect(await screen.findByText(/Last refreshed just now/)).toBeTruthy()
    expect(api().requests[0]?.authorization).toBe('Bearer t')
  })

  it('Refresh asks the server for the order again', async () => {
    setSession('t')
    streamOf(order('pending'))
    act(() => trackOrder('o1'))
    const user = renderBar()
    await screen.findByText('Pending Confirmation')

    api().on('GET /user/order/o1', {
      body: {
        status: true,
        data: order('preparing', { updatedAt: '2026-11-21T19:05:00.000Z' }),
      },
    })
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('Preparing')).toBeTruthy()
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
    streamOf(order('pending'))
    act(() => trackOrder('o1'))
    const user = renderBar()
    // Let the stream answer first: closing mid-request makes happy-dom log the abort.
    await screen.findByText('Pending Confirmation')
    await user.click(
      screen.getByRole('button', { name: 'Stop tracking this order' }),
    )
    expect(bar()).toBeNull()
    expect(screen.getByText('none')).toBeTruthy()

    act(() => trackOrder('o1'))
    expect(bar()).toBeTruthy()
    act(() => logout())
    expect(bar()).toBeNull()
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
