import { loadShop, useCartBarVisible } from '@food/shared/query'
import { setSession, useGuestCart } from '@food/shared/store'
import { cartLine, serverCart } from '@food/shared/testing'
import {
  deferred,
  expectConsole,
  type Reply,
  serveShop,
  useTestApi,
} from '@food/shared/testing/server'
import { STORAGE_KEYS } from '@food/shared/types'
import {
  act,
  fireEvent,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  basketButton,
  isAriaDisabled,
  openDish,
  renderKebabs,
  serveKebabs,
} from '../../../test/item-options'

const api = useTestApi({ per: 'test', serve: serveKebabs })

type User = ReturnType<typeof userEvent.setup>

/** Large, garlic mayo and chilli, two of them, with a note. */
async function chooseKebab(user: User, dialog: HTMLElement) {
  const inDialog = within(dialog)
  await user.click(inDialog.getByRole('radio', { name: /^Large/ }))
  await user.click(inDialog.getByRole('checkbox', { name: /^Garlic mayo/ }))
  await user.click(inDialog.getByRole('checkbox', { name: /^Chilli/ }))
  await user.click(inDialog.getByRole('button', { name: 'Increase quantity' }))
  await user.type(inDialog.getByRole('textbox'), ' Extra crispy ')
}

const isBarVisible = () => renderHook(() => useCartBarVisible()).result.current

const cartReply = (): Reply => ({
  body: {
    status: true,
    ...serverCart([cartLine({ menu_item_id: 'i4', qty: 2, price: 1600 })]),
  },
})

describe('AddItemButton', () => {
  it("puts a guest's dish in the local basket and shows the bar", async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Adana Kebab')
    await chooseKebab(user, dialog)

    await user.click(basketButton(dialog))

    const line = {
      menu_item_id: 'i4',
      name: 'Adana Kebab',
      quantity: 2,
      instructions: 'Extra crispy',
      price: 1350,
      addons: [
        {
          addon_id: 'size',
          addon_item_id: 'size-large',
          addon_price: 200,
          addon_name: 'Large',
        },
        {
          addon_id: 'sauce',
          addon_item_id: 'sauce-garlic',
          addon_price: 50,
          addon_name: 'Garlic mayo',
        },
        {
          addon_id: 'sauce',
          addon_item_id: 'sauce-chilli',
          addon_price: 0,
          addon_name: 'Chilli',
        },
      ],
    }
    expect(renderHook(() => useGuestCart()).result.current).toEqual([line])
    expect(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart) ?? '[]'),
    ).toEqual([line])
    expect(isBarVisible()).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add Adana Kebab' }),
    )
    // The guest's basket is the browser's: no call but the menu's own reads.
    const calls = api().requests.map(({ route }) => route)
    expect(calls.filter((route) => !route.includes('/shop'))).toEqual([
      'POST /menu/menu_item',
    ])
  })

  it("posts a customer's dish to add-bulk, grouped per add-on, then reads the basket", async () => {
    setSession('token-1')
    api().on('POST /user/cart/add-bulk', cartReply())
    api().on('GET /user/cart/get', cartReply())
    const user = renderKebabs()
    const dialog = await openDish(user, 'Adana Kebab')
    await chooseKebab(user, dialog)

    await user.click(basketButton(dialog))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf('POST /user/cart/add-bulk')).toEqual([
      {
        items: [
          {
            menu_item_id: 'i4',
            quantity: 2,
            instructions: 'Extra crispy',
            addons: [
              { addon_id: 'size', addon_item_id: ['size-large'] },
              {
                addon_id: 'sauce',
                addon_item_id: ['sauce-garlic', 'sauce-chilli'],
              },
            ],
          },
        ],
      },
    ])
    const cartCalls = api().requests.filter(({ route }) =>
      route.includes('/user/cart'),
    )
    expect(cartCalls.map(({ route }) => route)).toEqual([
      'POST /user/cart/add-bulk',
      'GET /user/cart/get',
    ])
    expect(cartCalls[0]?.authorization).toBe('Bearer token-1')
    expect(isBarVisible()).toBe(true)
    expect(renderHook(() => useGuestCart()).result.current).toEqual([])
  })

  it('shows the server message of a refused add and keeps the dialog open', async () => {
    expectConsole('error', /add-bulk 422/)
    setSession('token-1')
    api().on('POST /user/cart/add-bulk', {
      status: 422,
      body: {
        status: false,
        code: 'MENU_ITEM_UNAVAILABLE',
        message: 'Sorry, "Doner Box" is not available right now.',
      },
    })
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')

    await user.click(basketButton(dialog))

    const popup = await screen.findByRole('alert', { name: 'Error' })
    expect(popup.textContent).toContain(
      'Sorry, "Doner Box" is not available right now.',
    )
    expect(screen.getByRole('dialog', { name: 'Doner Box' })).toBe(dialog)
    // The add's pending state ends a moment after its popup (TanStack notifies in a later task).
    await waitFor(() =>
      expect(isAriaDisabled(basketButton(dialog))).toBe(false),
    )
    expect(api().bodiesOf('GET /user/cart/get')).toEqual([])
    expect(isBarVisible()).toBe(false)
  })

  it('falls back to Failed to add to cart when the server says nothing', async () => {
    expectConsole('error', /add-bulk 500/)
    setSession('token-1')
    api().on('POST /user/cart/add-bulk', {
      status: 500,
      body: { status: false },
    })
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')

    await user.click(basketButton(dialog))

    const popup = await screen.findByRole('alert', { name: 'Error' })
    expect(popup.textContent).toContain('Failed to add to cart')
    expect(screen.getByRole('dialog', { name: 'Doner Box' })).toBeTruthy()
  })

  it('adds once however often the button is tapped while adding', async () => {
    setSession('token-1')
    const held = deferred<Reply>()
    api().on('POST /user/cart/add-bulk', () => held.promise)
    api().on('GET /user/cart/get', cartReply())
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')

    await user.dblClick(basketButton(dialog))
    await waitFor(() =>
      expect(api().bodiesOf('POST /user/cart/add-bulk')).toHaveLength(1),
    )
    expect(basketButton(dialog).textContent).toBe('Adding…')
    expect(isAriaDisabled(basketButton(dialog))).toBe(true)
    await user.click(basketButton(dialog))
    held.resolve(cartReply())

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf('POST /user/cart/add-bulk')).toHaveLength(1)
  })

  it('adds once when a second tap lands before the page has re-rendered', async () => {
    setSession('token-1')
    const held = deferred<Reply>()
    api().on('POST /user/cart/add-bulk', () => held.promise)
    api().on('GET /user/cart/get', cartReply())
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')

    // Both taps in one task: the button has not heard of the first add yet.
    act(() => {
      fireEvent.click(basketButton(dialog))
      fireEvent.click(basketButton(dialog))
    })
    await waitFor(() =>
      expect(api().bodiesOf('POST /user/cart/add-bulk')).toHaveLength(1),
    )
    held.resolve(cartReply())

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf('POST /user/cart/add-bulk')).toHaveLength(1)
  })

  it('puts a dish with nothing to choose in the basket with one tap, and says so', async () => {
    const user = renderKebabs()

    await user.click(
      await screen.findByRole('button', { name: 'Add Chicken Doner' }),
    )

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(renderHook(() => useGuestCart()).result.current).toEqual([
      expect.objectContaining({ menu_item_id: 'i3', quantity: 1, addons: [] }),
    ])
    const add = screen.getByRole('button', { name: 'Add Chicken Doner' })
    expect(add.textContent).toContain('Added')
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      'Chicken Doner added to your basket.',
    )
    expect(isBarVisible()).toBe(true)
  })

  it('offers no Add for an unavailable dish', async () => {
    renderKebabs()

    const card = await screen.findByRole('article', { name: 'Lahmacun' })
    expect(within(card).getByText('Currently unavailable')).toBeTruthy()
    expect(within(card).queryByRole('button')).toBeNull()
    expect(
      screen.getByRole('button', { name: 'Add Chicken Doner' }),
    ).toBeTruthy()
  })

  it('shows a dish sold out tonight with its Add disabled', async () => {
    renderKebabs()

    const card = await screen.findByRole('article', { name: 'Iskender' })
    expect(within(card).getByText('Sold out')).toBeTruthy()
    const add = within(card).getByRole<HTMLButtonElement>('button', {
      name: 'Add Iskender',
    })
    expect(add.disabled).toBe(true)
  })

  it('offers no Add while the shop is closed, and the menu stays', async () => {
    serveShop(api(), { isOpen: false, message: 'We open again at 16:30.' })
    await loadShop()
    renderKebabs()

    expect(
      await screen.findByRole('article', { name: 'Adana Kebab' }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull()
  })

  it('offers no Add on a holiday', async () => {
    serveShop(api(), { isOpen: true, message: 'Open until 01:00.' })
    await loadShop()
    renderKebabs({ message: 'Closed for Eid' })

    expect(
      await screen.findByRole('article', { name: 'Adana Kebab' }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull()
  })
})
