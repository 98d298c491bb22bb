import { loadShop, useSaveAddress } from '@food/shared/query'
import { closeProfileDrawer } from '@food/shared/store'
import { cartLine } from '@food/shared/testing'
import {
  expectConsole,
  serveShop,
  useTestApi,
} from '@food/shared/testing/server'
import {
  act,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  ADANA,
  address,
  customerCart,
  renderCheckout,
  renderCustomerCheckout,
  SLOW,
  serveCustomer,
  serveCustomerCheckout,
} from '../../../test/checkout-fixtures'

const api = useTestApi({ per: 'test', serve: serveCustomerCheckout })

const placeOrder = () => screen.getByRole('button', { name: 'Place order' })
const summary = () => screen.getByRole('region', { name: 'Order summary' })

describe('CheckoutPage for a customer', () => {
  it('offers the saved addresses primary first, with the fee and the totals', async () => {
    await renderCustomerCheckout()

    const addresses = within(
      screen.getByRole('group', { name: 'Deliver to' }),
    ).getAllByRole('radio')
    expect(
      addresses.map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'HomePrimaryAoife Kelly, 12 Lisburn Road, Belfast BT9 6AA',
      'WorkAoife Kelly, 1 Queen Street, Belfast BT1 6EA',
      'Mum’sAoife Kelly, 4 Main Street, Belfast BT17 0AA',
    ])
    expect(addresses[0]).toHaveProperty('checked', true)
    expect(api().bodiesOf('POST /user/cart/get-delivery-fee')).toEqual([
      { postcode: 'BT9 6AA' },
    ])
    const totals = within(summary())
    expect(totals.getByText('£16.50')).toBeTruthy()
    expect(totals.getByText('Discount (10%)')).toBeTruthy()
    expect(totals.getByText('−£1.65')).toBeTruthy()
    expect(totals.getByText('£2.50')).toBeTruthy()
    expect(totals.getByText('Total')).toBeTruthy()
    expect(totals.getByText('£17.35')).toBeTruthy()
    expect(totals.getByText('Includes VAT of £2.89')).toBeTruthy()
  })

  it('blocks a delivery to an address out of range', async () => {
    const user = userEvent.setup()
    expectConsole('error', /get-delivery-fee/)
    await renderCustomerCheckout()

    await user.click(screen.getByRole('radio', { name: /4 Main Street/ }))

    expect(
      await screen.findByText('Sorry, BT17 is outside our delivery range.'),
    ).toBeTruthy()
    expect(placeOrder()).toHaveProperty('disabled', true)
    expect(
      screen.getByText(
        'Sorry, BT17 is outside our delivery range. Choose another address, or choose collection.',
      ),
    ).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: /1 Queen Street/ }))
    expect(await screen.findByText('Free delivery · 0.8 miles')).toBeTruthy()
    expect(within(summary()).getByText('Free')).toBeTruthy()
    expect(placeOrder()).toHaveProperty('disabled', false)
  })

  it('charges no delivery fee for a collection', async () => {
    const user = userEvent.setup()
    await renderCustomerCheckout()

    await user.click(screen.getByRole('radio', { name: /Collection/ }))

    expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull()
    expect(within(summary()).queryByText('Delivery fee')).toBeNull()
    expect(within(summary()).getByText('£14.85')).toBeTruthy()
    expect(within(summary()).getByText('Includes VAT of £2.48')).toBeTruthy()
    expect(
      screen.getByRole('radio', { name: 'Cash at the counter' }),
    ).toBeTruthy()
  })

  it('asks for more food before a delivery under the minimum', async () => {
    const user = userEvent.setup()
    serveShop(api(), { minimumPence: 1500 })
    await loadShop()
    await renderCustomerCheckout()

    expect(
      screen.getByText(
        'Delivery orders start at £15.00. Add £0.15 more, or choose collection.',
      ),
    ).toBeTruthy()
    expect(placeOrder()).toHaveProperty('disabled', true)

    await user.click(screen.getByRole('radio', { name: /Collection/ }))
    expect(placeOrder()).toHaveProperty('disabled', false)
  })

  it('names a sold-out option with its dish, on the line and in the reason', async () => {
    const soldOutSauce = cartLine({
      cart_id: 'line-2',
      name: 'Lahmacun',
      available: false,
      unavailable_options: ['Garlic mayo'],
    })
    serveCustomer(api(), [ADANA, soldOutSauce])
    await renderCustomerCheckout()

    expect(
      screen.getByText('Garlic mayo: no longer available, please remove it.'),
    ).toBeTruthy()
    expect(
      screen.getAllByText(
        'Sorry, "Lahmacun" with "Garlic mayo" is no longer available. Please remove it from your basket.',
      ).length,
    ).toBeGreaterThan(0)
    expect(placeOrder()).toHaveProperty('disabled', true)
  })

  it('blocks ordering until a dish off the menu is removed', async () => {
    const user = userEvent.setup()
    const offMenu = cartLine({
      cart_id: 'line-2',
      name: 'Lahmacun',
      available: false,
    })
    serveCustomer(api(), [ADANA, offMenu])
    api().on('POST /user/cart/del', {
      body: { status: true, ...customerCart([ADANA]) },
    })
    await renderCustomerCheckout()

    expect(
      screen.getByText('No longer on the menu: please remove it.'),
    ).toBeTruthy()
    expect(placeOrder()).toHaveProperty('disabled', true)
    expect(
      screen.getAllByText(
        'Sorry, "Lahmacun" is no longer available. Please remove it from your basket.',
      ).length,
    ).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Remove Lahmacun' }))

    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', false))
    expect(api().bodiesOf('POST /user/cart/del')).toEqual([
      { cartItemId: 'line-2' },
    ])
  })

  it('sends a customer without addresses to the account area to add one', async () => {
    const user = userEvent.setup()
    api().on('GET /user/address/get', { body: { status: true, data: [] } })
    renderCheckout()

    expect(
      await screen.findByText(/You have no saved addresses yet/, {}, SLOW),
    ).toBeTruthy()
    expect(placeOrder()).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'Add a new address' }))

    expect(screen.getByText('Profile drawer open at new-address')).toBeTruthy()
  })

  it.each([
    ['the first ever address', []],
    ['another address', [address({ is_primary: true })]],
  ])(
    'comes back from adding %s with it selected and focused',
    async (_label, before) => {
      const user = userEvent.setup()
      api().on('GET /user/address/get', {
        body: { status: true, data: before },
      })
      renderCheckout()
      await user.click(
        await screen.findByRole('button', { name: 'Add a new address' }, SLOW),
      )

      // What the account drawer does on Save: the store saves and selects it, the drawer closes.
      const added = address({
        address_id: 'a9',
        _id: 'a9',
        label: 'work',
        addressLine1: '1 Victoria Square',
        addressLine2: 'Apartment 14',
        postcode: 'BT1 4QG',
        is_primary: before.length === 0,
      })
      api().on('POST /user/address/add', {
        status: 201,
        body: {
          status: true,
          message: 'Address added successfully!',
          data: added,
        },
      })
      api().on('GET /user/address/get', {
        body: { status: true, data: [...before, added] },
      })
      const { address_id: _a, _id, is_primary: _p, ...fields } = added
      // The profile drawer's form saves it.
      const drawer = renderHook(() => useSaveAddress())
      await act(() => drawer.result.current.mutateAsync({ address: fields }))
      act(() => closeProfileDrawer())

      const choice = screen.getByRole('radio', { name: /1 Victoria Square/ })
      expect(choice).toHaveProperty('checked', true)
      expect(document.activeElement).toBe(choice)
      expect(choice.closest('label')?.textContent).toContain(
        'Aoife Kelly, 1 Victoria Square, Apartment 14, Belfast BT1 4QG',
      )
      await waitFor(() =>
        expect(
          api().bodiesOf('POST /user/cart/get-delivery-fee'),
        ).toContainEqual({ postcode: 'BT1 4QG' }),
      )
    },
  )

  it('leaves the focus on Add a new address when adding is cancelled', async () => {
    const user = userEvent.setup()
    await renderCustomerCheckout()
    const add = screen.getByRole('button', { name: 'Add a new address' })
    await user.click(add)
    add.focus() // The drawer gives its opener the focus back as it closes.

    act(() => closeProfileDrawer())

    expect(document.activeElement).toBe(add)
    expect(
      screen.getByRole('radio', { name: /12 Lisburn Road/ }),
    ).toHaveProperty('checked', true)
  })

  it('changes a line on the server and announces it', async () => {
    const user = userEvent.setup()
    api().on('POST /user/cart/update-quantity', {
      body: {
        status: true,
        ...customerCart([{ ...ADANA, qty: 3, line_total: 2475 }]),
      },
    })
    await renderCustomerCheckout()

    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Adana Kebab' }),
    )

    await waitFor(() =>
      expect(document.querySelector('[aria-live]')?.textContent).toBe(
        'Adana Kebab: quantity 3. Basket total £22.27.',
      ),
    )
    expect(api().bodiesOf('POST /user/cart/update-quantity')).toEqual([
      { cart_id: 'line-1', quantity: 3 },
    ])
  })
})
