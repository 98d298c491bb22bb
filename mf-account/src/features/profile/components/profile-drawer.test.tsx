import { loadProfile, useAddresses } from '@food/shared/query'
import {
  openProfileDrawer,
  setSession,
  useTrackedOrderId,
} from '@food/shared/store'
import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import type { Order } from '@food/shared/types'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { orderList, placedOrder } from '../../../test/order-fixtures'
import { addressList, HOME, savedAddress } from '../testing/address-fixtures'
import { ProfileDrawer } from './profile-drawer'

const api = useTestApi()

beforeEach(() => {
  setSession('customer-token')
  api().on('GET /user/address/get', addressList([HOME]))
  api().on('GET /user/order-texts', {
    status: 200,
    body: { status: true, data: { orderTexts: true } },
  })
})

function TrackedProbe() {
  return <p data-testid="tracked">{useTrackedOrderId() ?? 'none'}</p>
}

/** What checkout would deliver to. */
function SelectedAddressProbe() {
  return (
    <p data-testid="selected-address">
      {useAddresses().selectedAddressId ?? 'none'}
    </p>
  )
}

/** The header's name button, the drawer and a page behind it, as in the shell. */
function renderDrawer() {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/']}>
      <button type="button" onClick={() => openProfileDrawer()}>
        Open profile
      </button>
      <ProfileDrawer />
      <TrackedProbe />
      <SelectedAddressProbe />
      <Routes>
        <Route path="/" element={<p>Menu page</p>} />
        <Route path="/orders" element={<p>Orders page</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return user
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open profile' }))
  return screen.getByRole('dialog')
}

/** Orders updated a day apart: order n was last updated on day n of March. */
const ordersUpdatedOnDays = (count: number): Order[] =>
  Array.from({ length: count }, (_, index) => {
    const day = String(index + 1).padStart(2, '0')
    return placedOrder({
      _id: `order-${index + 1}`,
      order_id: String(1000 + index + 1),
      createdAt: `2025-03-${day}T18:00:00.000Z`,
      updatedAt: `2025-03-${day}T19:00:00.000Z`,
    })
  })

describe('ProfileDrawer', () => {
  it('takes the focus when it opens, so Escape closes it at once', async () => {
    api().on('GET /user/get-profile', {
      body: {
        status: true,
        data: { name: 'Aoife Kelly', mobile: '7911123456', email: '' },
      },
    })
    api().on('GET /user/order', orderList([]))
    const user = renderDrawer()
    const dialog = await openDrawer(user)
    expect(dialog.contains(document.activeElement)).toBe(true)

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Open profile' }),
    )
  })

  it('opened to add an address (from checkout), shows the Address tab with the empty form', async () => {
    api().on('GET /user/order', orderList([]))
    renderDrawer()
    act(() => openProfileDrawer('new-address'))

    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog)
        .getByRole('tab', { name: 'Address' })
        .getAttribute('aria-selected'),
    ).toBe('true')
    expect(
      within(dialog).getByRole('form', { name: 'Add address' }),
    ).toBeTruthy()
  })

  it('opened to add an address, closes once it is saved, with the new address selected', async () => {
    api().on('GET /user/order', orderList([]))
    const added = savedAddress({
      address_id: 'addr-new',
      addressLine1: '1 Victoria Square',
      addressLine2: 'Apartment 14',
    })
    api().on('POST /user/address/add', {
      status: 201,
      body: {
        status: true,
        message: 'Address added successfully!',
        data: added,
      },
    })
    const user = renderDrawer()
    act(() => openProfileDrawer('new-address'))
    const form = within(await screen.findByRole('dialog')).getByRole('form', {
      name: 'Add address',
    })
    api().on('GET /user/address/get', addressList([HOME, added]))

    const type = (name: string, text: string) =>
      user.type(within(form).getByRole('textbox', { name }), text)
    await type('Name', 'Aoife Kelly')
    await type('Address', '1 Victoria Square')
    await type('Flat, building (optional)', 'Apartment 14')
    await type('City', 'Belfast')
    await type('Phone', '07911123456')
    await type('Postcode', 'BT1 4QG')
    await user.click(within(form).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('selected-address').textContent).toBe('addr-new')
  })

  it('opened to add an address, closes on Cancel too', async () => {
    api().on('GET /user/order', orderList([]))
    const user = renderDrawer()
    act(() => openProfileDrawer('new-address'))
    const dialog = await screen.findByRole('dialog')

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opened from the header, goes back to the list after adding, drawer still open', async () => {
    api().on('GET /user/order', orderList([]))
    const user = renderDrawer()
    const dialog = await openDrawer(user)
    await user.click(within(dialog).getByRole('tab', { name: 'Address' }))
    await user.click(
      within(dialog).getByRole('button', { name: 'Add address' }),
    )

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(
      within(dialog).getByRole('heading', { name: 'Your addresses' }),
    ).toBeTruthy()
  })

  it('is a dialog named after the customer with mobile, email and the sign-outs', async () => {
    api().on('GET /user/get-profile', {
      body: {
        status: true,
        data: {
          name: 'Aoife Kelly',
          email: 'aoife@example.co.uk',
          mobile: '7911123456',
        },
      },
    })
    api().on('GET /user/order', orderList([]))
    await loadProfile()
    const user = renderDrawer()

    const dialog = await openDrawer(user)

    expect(screen.getByRole('dialog', { name: 'Aoife Kelly' })).toBe(dialog)
    expect(dialog.textContent).toContain('+44 7911123456')
    expect(dialog.textContent).toContain('aoife@example.co.uk')
    expect(
      within(dialog).getByRole('button', { name: 'Sign out everywhere' }),
    ).toBeTruthy()
    api().on('POST /user/logout', {
      body: { status: true, message: 'You are signed out.' },
    })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('fetches the orders and the addresses again when it opens', async () => {
    api().on('GET /user/order', orderList([]))
    const user = renderDrawer()
    const routes = () =>
      api()
        .requests.map((r) => r.route)
        .sort()
    // Checkout's reader (the probe) has the addresses before the drawer opens.
    await waitFor(() =>
      expect(screen.getByTestId('selected-address').textContent).toBe(HOME._id),
    )
    expect(routes()).toEqual(['GET /user/address/get'])

    await openDrawer(user)

    await waitFor(() =>
      expect(routes()).toEqual([
        'GET /user/address/get',
        'GET /user/address/get',
        'GET /user/order',
        'GET /user/order-texts',
      ]),
    )
    expect(
      api().requests.every((r) => r.authorization === 'Bearer customer-token'),
    ).toBe(true)
  })

  it('fetches again when a new session starts while it is open', async () => {
    api().on('GET /user/order', orderList([]))
    const user = renderDrawer()
    await openDrawer(user)
    await screen.findByText('You have no orders yet.')

    setSession('new-token')

    await waitFor(() =>
      expect(
        api().requests.filter((r) => r.authorization === 'Bearer new-token'),
      ).toHaveLength(3),
    )
  })

  it('has Order History and Address tabs, and arrow keys move between them', async () => {
    api().on('GET /user/order', orderList([placedOrder()]))
    const user = renderDrawer()
    const dialog = await openDrawer(user)
    const tablist = within(dialog).getByRole('tablist')
    const history = await within(tablist).findByRole('tab', {
      name: 'Order History (1)',
    })
    const address = within(tablist).getByRole('tab', { name: 'Address' })
    expect(history.getAttribute('aria-selected')).toBe('true')
    expect(
      within(dialog).getByRole('tabpanel').getAttribute('aria-labelledby'),
    ).toBe(history.id)

    history.focus()
    await user.keyboard('{ArrowRight}')

    expect(document.activeElement).toBe(address)
    expect(address.getAttribute('aria-selected')).toBe('true')
    expect(history.getAttribute('tabindex')).toBe('-1')
    expect(
      within(dialog).getByRole('tabpanel', { name: 'Address' }),
    ).toBeTruthy()
    expect(
      await within(dialog).findByRole('heading', { name: 'Home' }),
    ).toBeTruthy()

    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(history)
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(address)
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(history)
    expect(within(dialog).getByRole('tabpanel').textContent).toContain(
      'Order #1042',
    )
  })

  it('keeps Tab inside the drawer on either tab', async () => {
    api().on('GET /user/order', orderList([placedOrder()]))
    const user = renderDrawer()
    const dialog = await openDrawer(user)
    const close = within(dialog).getByRole('button', { name: 'Close' })
    const orderAgain = await within(dialog).findByRole('button', {
      name: 'Order again',
    })

    close.focus()
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(orderAgain)

    await user.click(within(dialog).getByRole('tab', { name: 'Address' }))
    await within(dialog).findByRole('heading', { name: 'Home' })
    close.focus()
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Delete' }),
    )
    await user.tab()
    expect(document.activeElement).toBe(close)
  })

  it('counts every order but lists only the 5 most recently updated', async () => {
    api().on('GET /user/order', orderList(ordersUpdatedOnDays(7)))
    const user = renderDrawer()
    const dialog = await openDrawer(user)

    expect(
      await within(dialog).findByRole('tab', { name: 'Order History (7)' }),
    ).toBeTruthy()
    const titles = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((title) => title.textContent)
    expect(titles).toEqual([
      'Order #1007',
      'Order #1006',
      'Order #1005',
      'Order #1004',
      'Order #1003',
    ])
  })

  it('shows each order’s number, date, status and item names', async () => {
    api().on(
      'GET /user/order',
      orderList([placedOrder({ order_status: 'out_for_delivery' })]),
    )
    const user = renderDrawer()
    const dialog = await openDrawer(user)

    const item = (
      await within(dialog).findByRole('heading', { name: 'Order #1042' })
    ).closest('li') as HTMLElement

    expect(item.textContent).toContain('21 Nov 2025')
    expect(item.textContent).toContain('Doner Kebab, Margherita')
    expect(item.textContent).toContain('Out for Delivery')
  })

  it('tracks an order with Track Order and closes the drawer', async () => {
    api().on('GET /user/order', orderList([placedOrder({ _id: 'order-abc' })]))
    const user = renderDrawer()
    const dialog = await openDrawer(user)

    await user.click(
      await within(dialog).findByRole('button', { name: 'Track Order' }),
    )

    expect(screen.getByTestId('tracked').textContent).toBe('order-abc')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says it is loading while the orders are on their way', async () => {
    const held = deferred()
    api().on('GET /user/order', async () => {
      await held.promise
      return orderList([])
    })
    const user = renderDrawer()
    const dialog = await openDrawer(user)

    expect(within(dialog).getByRole('status').textContent).toBe(
      'Loading your orders…',
    )
    expect(
      within(dialog).getByRole('tab', { name: 'Order History' }),
    ).toBeTruthy()

    held.resolve()
    expect(
      await within(dialog).findByText('You have no orders yet.'),
    ).toBeTruthy()
    expect(
      within(dialog).getByRole('tab', { name: 'Order History (0)' }),
    ).toBeTruthy()
  })

  it('shows a failed fetch with Retry, which fetches again', async () => {
    expectConsole('error', /user\/order 400/)
    api().on('GET /user/order', { status: 400, body: { status: false } })
    const user = renderDrawer()
    const dialog = await openDrawer(user)

    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Error fetching orders')

    api().on('GET /user/order', orderList([placedOrder()]))
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))

    expect(
      await within(dialog).findByRole('heading', { name: 'Order #1042' }),
    ).toBeTruthy()
  })

  it('goes to /orders with Order Summary and closes the drawer', async () => {
    api().on('GET /user/order', orderList([]))
    const user = renderDrawer()
    const dialog = await openDrawer(user)

    await user.click(
      within(dialog).getByRole('link', { name: 'Order Summary' }),
    )

    expect(screen.getByText('Orders page')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('ProfileDrawer order texts', () => {
  it('turns the texts about orders off, and says sign-in codes still come', async () => {
    api().on('GET /user/order', orderList([]))
    const user = renderDrawer()
    await user.click(screen.getByRole('button', { name: 'Open profile' }))
    const box = await screen.findByRole('checkbox', {
      name: 'Text me about my orders',
    })
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false))
    expect((box as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('Sign-in codes always come by text.')).toBeTruthy()
    api().on('POST /user/order-texts', {
      status: 200,
      body: {
        status: true,
        message:
          'We will not text you about your orders. Sign-in codes still come by text.',
        data: { orderTexts: false },
      },
    })
    await user.click(box)
    expect(
      await screen.findByText(
        'We will not text you about your orders. Sign-in codes still come by text.',
      ),
    ).toBeTruthy()
    expect((box as HTMLInputElement).checked).toBe(false)
    expect(api().bodiesOf('POST /user/order-texts')).toEqual([
      { orderTexts: false },
    ])
  })
})
