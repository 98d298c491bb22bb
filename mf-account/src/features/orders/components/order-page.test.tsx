import { loadShop } from '@food/shared/query'
import { setSession, useLoginDrawerOpen } from '@food/shared/store'
import {
  expectConsole,
  serveShop,
  shopSettings,
  useTestApi,
} from '@food/shared/testing/server'
import type { Order } from '@food/shared/types'
import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { paidOnlineOrder, placedOrder } from '../../../test/order-fixtures'
import { OrdersPage } from './orders-page'

// The page names the restaurant's phone, from the shop's settings.
const api = useTestApi({ per: 'test', serve: (api) => serveShop(api) })

// 18:42 UTC in November is 18:42 in Belfast.
const PLACED = '2025-11-21T18:42:00.000Z'

function LoginDrawerProbe() {
  return <p>{useLoginDrawerOpen() ? 'Login drawer open' : 'Login closed'}</p>
}

function renderOrderPage(state: unknown = null) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/orders/1042', state }]}>
      <OrdersPage orderId="1042" />
      <LoginDrawerProbe />
    </MemoryRouter>,
  )
}

const reply = (order: Order) => ({ body: { status: true, data: order } })

/** GET /user/order/1042 answers `order`; its stream sends it and stays open (or sends `then`). */
function serveOrder(order: Order, ...then: Order[]) {
  api().on('GET /user/order/1042', reply(order))
  api().on('GET /user/order/1042/events', {
    events: [order, ...then].map((data) => ({ event: 'order', data })),
    keepOpen: true,
  })
}

const progress = () => screen.getByRole('list', { name: 'Progress' })
const stepTexts = () =>
  within(progress())
    .getAllByRole('listitem')
    .map((step) => step.textContent)

describe('an order’s page, /orders/{order_id}', () => {
  it('shows the order: status, promise, progress, what next, items, totals, payment and the phone', async () => {
    setSession('t')
    const settings = shopSettings()
    api().on('GET /client/shop/settings', {
      body: {
        status: true,
        data: {
          ...settings,
          shop: { ...settings.shop, phone: '028 9000 1234' },
        },
      },
    })
    await loadShop()
    serveOrder(
      placedOrder({
        order_status: 'pending',
        promised_at: '2025-11-21T19:25:00.000Z',
        history: [{ status: 'pending', at: PLACED }],
      }),
    )
    renderOrderPage()

    expect(
      screen.getByRole('heading', { level: 1, name: 'Order 1042' }),
    ).toBeTruthy()
    expect(await screen.findByText('Pending Confirmation')).toBeTruthy()
    expect(screen.getByText('Arriving around 19:25')).toBeTruthy()
    expect(stepTexts()).toEqual([
      'Placed18:42',
      'AcceptedNot yet',
      'Out for DeliveryNot yet',
      'DeliveredNot yet',
    ])
    const next = screen.getByRole('region', { name: 'What happens next' })
    expect(next.textContent).toContain('Pay £28.60 by cash when it arrives.')
    const items = screen.getByRole('region', { name: 'Your order' })
    expect(items.textContent).toContain('2 × Doner Kebab£20.00')
    expect(
      screen.getByRole('region', { name: 'Delivering to' }).textContent,
    ).toContain('12 Lisburn Road')
    expect(items.textContent).toContain('Total£28.60')
    expect(items.textContent).toContain('Payment: Pending (cash)')
    const phone = screen.getByRole('link', { name: '028 9000 1234' })
    expect(phone.getAttribute('href')).toBe('tel:02890001234')
  })

  it('follows the order live: the kitchen’s acceptance and time show without a reload', async () => {
    setSession('t')
    const accepted = placedOrder({
      order_status: 'preparing',
      ready_at: '2099-11-21T19:05:00.000Z',
      expected_at: '2099-11-21T19:20:00.000Z',
      history: [
        { status: 'pending', at: PLACED },
        { status: 'preparing', at: '2025-11-21T18:45:00.000Z' },
      ],
    })
    serveOrder(
      placedOrder({ history: [{ status: 'pending', at: PLACED }] }),
      accepted,
    )
    renderOrderPage()

    expect(await screen.findByText('Preparing')).toBeTruthy()
    expect(screen.getByText('Arriving around 19:20')).toBeTruthy()
    expect(stepTexts()[1]).toBe('Accepted18:45')
    expect(
      within(progress())
        .getByText('Accepted')
        .closest('li')
        ?.getAttribute('aria-current'),
    ).toBe('step')
  })

  it('says an accepted order past its promised time is running late, not a time gone by', async () => {
    setSession('t')
    serveOrder(
      placedOrder({
        order_status: 'preparing',
        order_type: 'collection',
        address: null,
        delivery_fee: 0,
        expected_at: '2025-11-21T19:05:00.000Z',
      }),
    )
    renderOrderPage()

    expect(
      await screen.findByText(
        'Running late — the kitchen is on it (promised for 19:05)',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Ready around 19:05')).toBeNull()
  })

  it('confirms an order just placed, and says it was paid online', async () => {
    setSession('t')
    serveOrder(paidOnlineOrder())
    renderOrderPage({ placed: true })

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Thank you! Your order 1042 is placed.',
      }),
    ).toBeTruthy()
    expect(
      await screen.findByText('Paid by card: nothing to pay when it arrives.'),
    ).toBeTruthy()
  })

  it('opens the login drawer for a guest, then shows the order once logged in', async () => {
    serveOrder(placedOrder())
    renderOrderPage()

    expect(screen.getByText('Login drawer open')).toBeTruthy()
    expect(
      screen.getByText('Log in with your mobile number to see order 1042.'),
    ).toBeTruthy()
    expect(api().requests).toHaveLength(0)

    act(() => setSession('t'))
    expect(await screen.findByText('Pending Confirmation')).toBeTruthy()
  })

  it('refuses another customer’s order as not found', async () => {
    setSession('t')
    // The browser's own report of the refused request.
    expectConsole('error', /404/)
    api().on('GET /user/order/1042', {
      status: 404,
      body: {
        status: false,
        code: 'ORDER_NOT_FOUND',
        message: 'That order was not found.',
      },
    })
    renderOrderPage()

    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't find order 1042 on your account.",
    )
    expect(
      screen.getByRole('link', { name: 'Your orders' }).getAttribute('href'),
    ).toBe('/orders')
  })
})
