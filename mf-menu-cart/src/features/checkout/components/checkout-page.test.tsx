import { loadShop, setCheckoutNotice, storeBasket } from '@food/shared/query'
import { clearGuestCart, setSession } from '@food/shared/store'
import { serveShop, useTestApi } from '@food/shared/testing/server'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  ADANA,
  customerCart,
  fillNamedGuestCart,
  renderCheckout,
  serveMenus,
} from '../../../test/checkout-fixtures'

const api = useTestApi({ per: 'test', serve: serveMenus })

/**
 * The page with a basket asks GET /menus for a holiday notice, which shows nothing on a
 * normal day: wait until the API has it, so no request is cut off when the test ends.
 */
async function renderWithBasket() {
  renderCheckout()
  await waitFor(() => expect(api().bodiesOf('GET /menus')).toHaveLength(1))
}

const basket = () => screen.getByRole('region', { name: 'Your basket' })
const line = (name: string) =>
  within(basket()).getByRole('heading', { name }).closest('li') as HTMLElement
const placeOrder = () => screen.getByRole('button', { name: 'Place order' })
const announcement = (text: string) =>
  waitFor(() =>
    expect(document.querySelector('[aria-live]')?.textContent).toBe(text),
  )

describe('CheckoutPage for a guest', () => {
  it('offers the menu when the basket is empty', () => {
    renderCheckout()

    expect(screen.getByText('Your basket is empty.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Browse the menu' })
    expect(link.getAttribute('href')).toBe('/')
  })

  it('lists each line with its extras, note, unit price and line total', async () => {
    fillNamedGuestCart()
    await renderWithBasket()

    const margherita = within(line('Margherita'))
    expect(margherita.getByText('With: Extra cheese')).toBeTruthy()
    expect(margherita.getByText('£10.49 each')).toBeTruthy()
    expect(margherita.getByText('£20.98')).toBeTruthy()
    const doner = within(line('Chicken Doner'))
    expect(doner.getByText('Note: No onions')).toBeTruthy()
    expect(doner.getByText('£12.50')).toBeTruthy()
    const summary = screen.getByRole('region', { name: 'Order summary' })
    expect(within(summary).getByText('Items total')).toBeTruthy()
    expect(within(summary).getAllByText('£33.48')).toHaveLength(2)
    expect(within(summary).getByText('Total before delivery')).toBeTruthy()
    expect(within(summary).getByText('Includes VAT of £5.58')).toBeTruthy()
  })

  it('changes quantities and removes lines, and says so', async () => {
    const user = userEvent.setup()
    fillNamedGuestCart()
    await renderWithBasket()

    await user.click(
      screen.getByRole('button', {
        name: 'Increase quantity of Chicken Doner',
      }),
    )
    expect(within(line('Chicken Doner')).getByText('£25.00')).toBeTruthy()
    await announcement('Chicken Doner: quantity 2. Basket total £45.98.')

    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of Margherita' }),
    )
    expect(within(line('Margherita')).getByText('£10.49')).toBeTruthy()

    const decrease = screen.getByRole('button', {
      name: 'Decrease quantity of Margherita',
    })
    expect(decrease.getAttribute('aria-disabled')).toBe('true')
    await user.click(decrease)
    expect(within(line('Margherita')).getByText('£10.49')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Remove Margherita' }))
    expect(
      within(basket()).queryByRole('heading', { name: 'Margherita' }),
    ).toBeNull()
    await announcement('Margherita removed. Basket total £25.00.')

    await user.click(
      screen.getByRole('button', { name: 'Remove Chicken Doner' }),
    )
    expect(screen.getByText('Your basket is empty.')).toBeTruthy()
    await announcement('Chicken Doner removed. Your basket is empty.')
  })

  it('asks a guest to log in when they place the order', async () => {
    const user = userEvent.setup()
    fillNamedGuestCart()
    await renderWithBasket()

    await user.click(placeOrder())

    expect(screen.getByText('Login drawer open')).toBeTruthy()
    expect(
      screen.getByText(/Please log in to place your order/).textContent,
    ).toContain('Your basket comes with you.')
    expect(api().bodiesOf('POST /user/order/submit')).toHaveLength(0)
  })

  it('shows the merged server basket after the guest logs in', async () => {
    fillNamedGuestCart()
    api().on('GET /user/cart/get', {
      body: { status: true, ...customerCart([]) },
    })
    api().on('GET /user/address/get', { body: { status: true, data: [] } })
    await renderWithBasket()
    expect(line('Margherita')).toBeTruthy()

    // The account area's login: the token first, so the basket may be read before the merge…
    act(() => setSession('token-1'))
    expect(await screen.findByText('Your basket is empty.')).toBeTruthy()
    // …then the guest lines reach the server and the merged basket replaces it.
    await act(async () => {
      await storeBasket(customerCart([ADANA]))
      clearGuestCart()
    })

    expect(
      await screen.findByRole('heading', { name: 'Adana Kebab' }),
    ).toBeTruthy()
    expect(screen.getByText('Discount (10%)')).toBeTruthy()
    expect(await screen.findByText(/no saved addresses yet/)).toBeTruthy()
    // Both checkouts show the holiday notice from the one answer.
    expect(api().bodiesOf('GET /menus')).toHaveLength(1)
  })

  it('says what Order again added and left out, until the basket changes', async () => {
    const notice = 'Added 1 item from order 1042. Left out: Künefe (sold out).'
    api().on('GET /user/address/get', { body: { status: true, data: [] } })
    setSession('token-1')
    await storeBasket(customerCart([ADANA]))
    setCheckoutNotice(notice)
    await renderWithBasket()

    expect(screen.getByText(notice).getAttribute('role')).toBe('status')
    expect(await screen.findByText(/no saved addresses yet/)).toBeTruthy()

    await act(() => storeBasket(customerCart([{ ...ADANA, qty: 3 }])))
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull())
  })

  it('keeps the basket but turns ordering off while the shop is closed', async () => {
    serveShop(api(), { isOpen: false, message: 'Opens today at 16:30.' })
    await loadShop()
    fillNamedGuestCart()
    await renderWithBasket()

    expect(line('Margherita')).toBeTruthy()
    expect(placeOrder()).toHaveProperty('disabled', true)
    expect(
      screen.getAllByText(
        "We're closed and not taking orders right now. Opens today at 16:30.",
      ).length,
    ).toBeGreaterThan(0)
  })

  it('turns ordering off on a holiday', async () => {
    serveMenus(api(), 'Closed for Christmas Day.')
    fillNamedGuestCart()
    await renderWithBasket()

    await waitFor(() => expect(placeOrder()).toHaveProperty('disabled', true))
    expect(
      screen.getAllByText(
        "We're not taking orders today. Closed for Christmas Day.",
      ).length,
    ).toBeGreaterThan(0)
  })
})
