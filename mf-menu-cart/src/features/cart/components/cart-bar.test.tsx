import { addGuestCartItem, showCartBar } from '@food/shared/store'
import { cartLine, serverCart } from '@food/shared/testing'
import { useTestApi } from '@food/shared/testing/server'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { fillGuestCart, guestLine } from '../../../test/guest-cart'
import { CartBar } from './cart-bar'

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CartBar />
    </MemoryRouter>,
  )
}

const bar = () => screen.queryByRole('region', { name: 'Your basket' })

describe('CartBar', () => {
  it('shows the count, the total, View Cart and the login banner', () => {
    fillGuestCart()
    showCartBar()
    renderAt('/')

    expect(bar()).toBeTruthy()
    expect(screen.getByText('3 items')).toBeTruthy()
    // (899 + 150) × 2 + 1250
    expect(screen.getByText('£33.48')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'View Cart' })
    expect(link.getAttribute('href')).toBe('/checkout')
    expect(
      screen.getByText('Login to access discounts and rewards!'),
    ).toBeTruthy()
  })

  it.each(['/checkout', '/orders'])('is hidden on %s', (path) => {
    fillGuestCart()
    showCartBar()
    renderAt(path)

    expect(bar()).toBeNull()
  })

  it('is hidden while the cart is empty', () => {
    showCartBar()
    renderAt('/')

    expect(bar()).toBeNull()
  })

  it('shows for a basket saved on an earlier page, with nothing added on this one', () => {
    fillGuestCart()
    renderAt('/')

    expect(bar()).toBeTruthy()
  })

  it('closed, it stays closed until the basket changes', async () => {
    const user = userEvent.setup()
    fillGuestCart()
    renderAt('/')

    await user.click(screen.getByRole('button', { name: 'Close cart bar' }))
    expect(bar()).toBeNull()

    act(() => addGuestCartItem(guestLine()))
    expect(bar()).toBeTruthy()
  })

  it('is the target of the skip link, with View Cart the first stop inside it', () => {
    fillGuestCart()
    renderAt('/')

    const region = bar()
    expect(region?.id).toBe('basket-bar')
    expect(region?.getAttribute('tabindex')).toBe('-1')
    expect(region?.querySelector('a, button')?.textContent).toBe('View Cart')
  })

  it('counts a single item in the singular on any other page', () => {
    addGuestCartItem(guestLine())
    showCartBar()
    renderAt('/about')

    expect(screen.getByText('1 item')).toBeTruthy()
    expect(screen.getByText('£8.99')).toBeTruthy()
  })
})

describe('CartBar for a logged-in customer', () => {
  // 2 × £13.95 + 1 × £2.50 = £30.40; 10% off = £3.04; £27.36 to pay.
  const cart = serverCart([
    cartLine({ cart_id: 'a', qty: 2, price: 1395 }),
    cartLine({ cart_id: 'b', qty: 1, price: 250, name: 'Ayran' }),
  ])
  const api = useTestApi({
    per: 'test',
    token: 'token-1',
    serve: (server) =>
      server.on('GET /user/cart/get', {
        status: 200,
        body: { status: true, ...cart },
      }),
  })

  beforeEach(() => showCartBar())

  it('shows the server basket with the original price struck through and the saving', async () => {
    renderAt('/')

    expect(await screen.findByText('3 items')).toBeTruthy()
    const original = screen.getByText('£30.40')
    expect(original.closest('s')).toBeTruthy()
    expect(screen.getByText('£27.36')).toBeTruthy()
    expect(screen.getByText('You saved £3.04 with 10% off!')).toBeTruthy()
    expect(
      screen.queryByText('Login to access discounts and rewards!'),
    ).toBeNull()
    expect(api().requests[0]?.authorization).toBe('Bearer token-1')
  })

  it('ignores the guest cart once logged in', async () => {
    fillGuestCart()
    renderAt('/')

    expect(await screen.findByText('3 items')).toBeTruthy()
    expect(screen.queryByText('£33.48')).toBeNull()
  })
})
