import {
  setSession,
  useLoginDrawerOpen,
  useTrackedOrderId,
} from '@food/shared/store'
import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import {
  orderList,
  paidOnlineOrder,
  placedOrder,
} from '../../../test/order-fixtures'
import { OrdersPage } from './orders-page'

const api = useTestApi()

function StoreProbe() {
  const tracked = useTrackedOrderId()
  const isLoginOpen = useLoginDrawerOpen()
  return (
    <p data-testid="probe">
      {`Tracked: ${tracked ?? 'none'}. Login drawer: ${isLoginOpen ? 'open' : 'closed'}.`}
    </p>
  )
}

function renderPage() {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/orders']}>
      <OrdersPage />
      <StoreProbe />
    </MemoryRouter>,
  )
  return user
}

const probeText = () => screen.getByTestId('probe').textContent
const orderCard = async (orderId: string) =>
  (await screen.findByRole('heading', { name: `Order #${orderId}` })).closest(
    'li',
  ) as HTMLElement
/** The card's totals, each as "term value". */
const totalsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`)

describe('OrdersPage', () => {
  it('asks a guest to log in and opens the login drawer', async () => {
    const user = renderPage()

    expect(
      screen.getByText(
        'Log in with your mobile number to see and track your orders.',
      ),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(probeText()).toContain('Login drawer: open')
    expect(api().requests).toHaveLength(0)
  })

  it('shows placeholders while the orders load', async () => {
    setSession('customer-token')
    const held = deferred()
    api().on('GET /user/order', async () => {
      await held.promise
      return orderList([placedOrder()])
    })
    renderPage()

    expect(screen.getByRole('status').textContent).toBe('Loading your orders…')
    // Three card-shaped placeholders, hidden from screen readers (the status says it).
    const placeholders = () =>
      document.querySelectorAll('ul[aria-hidden="true"] > li')
    expect(placeholders()).toHaveLength(3)

    held.resolve()
    expect(await orderCard('1042')).toBeTruthy()
    expect(placeholders()).toHaveLength(0)
  })

  it('shows a failed fetch with Retry, which fetches again', async () => {
    expectConsole('error', /user\/order 400/)
    setSession('customer-token')
    api().on('GET /user/order', { status: 400, body: { status: false } })
    const user = renderPage()

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Error fetching orders')

    api().on('GET /user/order', orderList([placedOrder()]))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))

    expect(await orderCard('1042')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says there are no orders yet, with a way to the menu', async () => {
    setSession('customer-token')
    api().on('GET /user/order', orderList([]))
    renderPage()

    expect(await screen.findByText('You have no orders yet.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Browse the menu' })
    expect(link.getAttribute('href')).toBe('/')
  })

  it('lists every order, newest placed first', async () => {
    setSession('customer-token')
    api().on(
      'GET /user/order',
      orderList([
        placedOrder({
          _id: 'a',
          order_id: '1001',
          createdAt: '2025-03-01T12:00:00Z',
          updatedAt: '2025-03-09T12:00:00Z',
        }),
        placedOrder({
          _id: 'c',
          order_id: '1003',
          createdAt: '2025-03-05T12:00:00Z',
          updatedAt: '2025-03-05T12:00:00Z',
        }),
        placedOrder({
          _id: 'b',
          order_id: '1002',
          createdAt: '2025-03-03T12:00:00Z',
          updatedAt: '2025-03-03T12:00:00Z',
        }),
      ]),
    )
    renderPage()

    await orderCard('1001')
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((title) => title.textContent)
    expect(titles).toEqual(['Order #1003', 'Order #1002', 'Order #1001'])
  })

  it('shows a delivery order in full: when, status, payment, address, items and totals', async () => {
    setSession('customer-token')
    api().on('GET /user/order', orderList([placedOrder()]))
    renderPage()

    const card = await orderCard('1042')
    const text = card.textContent ?? ''
    expect(text).toContain('21 Nov 2025, 18:42')
    expect(within(card).getByText('Pending Confirmation')).toBeTruthy()
    expect(text).toContain('Payment: Pending (cash)')
    expect(text).toContain(
      'Delivery to Aoife Kelly, 12 Lisburn Road, Flat 1, Belfast BT9 6AA',
    )
    expect(within(card).getByText('2 × Doner Kebab')).toBeTruthy()
    expect(within(card).getByText('+ Garlic mayo (£0.50)')).toBeTruthy()
    expect(within(card).getByText('1 × Margherita')).toBeTruthy()
    expect(text).toContain('“Extra crispy”')
    expect(totalsOf(card)).toEqual([
      'Items total £29.00',
      'Discount (10%) −£2.90',
      'Delivery fee £2.50',
      'Total £28.60',
    ])
  })

  it('shows a paid collection order without an address or delivery fee', async () => {
    setSession('customer-token')
    api().on(
      'GET /user/order',
      orderList([
        placedOrder({
          order_type: 'collection',
          address: null,
          delivery_fee: 0,
          payment_mode: 'CARD',
          discount: { amount: 0, percentage: 0 },
          final_amount: 2900,
        }),
      ]),
    )
    renderPage()

    const card = await orderCard('1042')
    expect(card.textContent).toContain('Collection from the restaurant')
    expect(card.textContent).toContain('Payment: Paid by card online')
    expect(card.textContent).not.toContain('Delivery fee')
    expect(card.textContent).not.toContain('Discount')
  })

  it('offers a way back to Stripe while an online payment is awaited', async () => {
    setSession('customer-token')
    const stripePage = 'https://checkout.stripe.com/c/pay/cs_test_a1'
    api().on(
      'GET /user/order',
      orderList([
        placedOrder({
          order_status: 'awaiting_payment',
          payment_method: 'online',
          checkout_url: stripePage,
        }),
      ]),
    )
    renderPage()

    const card = await orderCard('1042')
    expect(within(card).getByText('Awaiting Payment')).toBeTruthy()
    expect(card.textContent).toContain('Payment: Awaiting payment')
    const link = within(card).getByRole('link', { name: 'Continue to payment' })
    expect(link.getAttribute('href')).toBe(stripePage)
  })

  it('says what was refunded of an online payment, and when it was all of it', async () => {
    setSession('customer-token')
    api().on(
      'GET /user/order',
      orderList([
        paidOnlineOrder({ _id: 'a', order_id: '1001', refunded_amount: 200 }),
        paidOnlineOrder({
          _id: 'b',
          order_id: '1002',
          order_status: 'rejected',
          reject_reason: 'Something in it has run out.',
          refunded_amount: 2860,
        }),
      ]),
    )
    renderPage()

    expect(totalsOf(await orderCard('1001')).at(-1)).toBe('Refunded £2.00')
    const rejected = await orderCard('1002')
    expect(totalsOf(rejected).slice(-2)).toEqual([
      'Total £28.60',
      'Refunded £28.60 (in full)',
    ])
    expect(rejected.textContent).toContain('Payment: Paid by card online')
    expect(rejected.textContent).toContain(
      'The restaurant could not take this order: Something in it has run out.',
    )
  })

  it('says why a cancelled order ended, when it is known', async () => {
    setSession('customer-token')
    const reason =
      'The card payment was not completed in time, so the order was cancelled. Nothing was charged.'
    api().on(
      'GET /user/order',
      orderList([
        placedOrder({
          order_status: 'cancelled',
          payment_method: 'online',
          cancel_reason: reason,
        }),
      ]),
    )
    renderPage()

    const card = await orderCard('1042')
    expect(within(card).getByText(reason)).toBeTruthy()
    expect(
      within(card).queryByRole('link', { name: 'Continue to payment' }),
    ).toBeNull()
    expect(card.textContent).not.toContain('Refunded')
  })

  it('says a refused cash order was not charged, and a collected one Collected', async () => {
    setSession('customer-token')
    api().on(
      'GET /user/order',
      orderList([
        placedOrder({
          _id: 'refused',
          order_id: '7',
          order_status: 'rejected',
        }),
        placedOrder({
          _id: 'collected',
          order_id: '8',
          order_status: 'delivered',
          order_type: 'collection',
        }),
      ]),
    )
    renderPage()

    const refused = await orderCard('7')
    expect(refused.textContent).toContain('Payment: Not charged')
    expect(refused.textContent).not.toContain('Pending')
    const collected = await orderCard('8')
    expect(within(collected).getByText('Collected')).toBeTruthy()
    expect(collected.textContent).not.toContain('Delivered')
  })

  it.each([
    ['awaiting_payment', 'Awaiting Payment'],
    ['pending', 'Pending Confirmation'],
    ['preparing', 'Preparing'],
    ['ready', 'Ready for Pickup'],
    ['out_for_delivery', 'Out for Delivery'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['processing', 'Processing'],
    ['lost_in_space', 'Processing'],
  ])('shows status %s as %s', async (status, label) => {
    setSession('customer-token')
    api().on(
      'GET /user/order',
      orderList([placedOrder({ order_status: status })]),
    )
    renderPage()

    const card = await orderCard('1042')
    expect(within(card).getByText(label)).toBeTruthy()
  })

  it('tracks an order with Track Order', async () => {
    setSession('customer-token')
    api().on(
      'GET /user/order',
      orderList([
        placedOrder({ _id: 'first', order_id: '1' }),
        placedOrder({
          _id: 'second',
          order_id: '2',
          createdAt: '2025-11-20T12:00:00Z',
        }),
      ]),
    )
    const user = renderPage()

    const card = await orderCard('2')
    await user.click(within(card).getByRole('button', { name: 'Track Order' }))

    expect(probeText()).toContain('Tracked: second.')
  })
})
