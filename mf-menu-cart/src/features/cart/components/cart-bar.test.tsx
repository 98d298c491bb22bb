import { addGuestCartItem, setSession, showCartBar } from '@food/shared/store'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
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

  it('drops the login banner for a logged-in customer', () => {
    fillGuestCart()
    showCartBar()
    setSession('token-1')
    renderAt('/')

    expect(bar()).toBeTruthy()
    expect(
      screen.queryByText('Login to access discounts and rewards!'),
    ).toBeNull()
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

  it('is hidden until the bar is asked to show', () => {
    fillGuestCart()
    renderAt('/')

    expect(bar()).toBeNull()
  })

  it('hides itself with the close button', async () => {
    const user = userEvent.setup()
    fillGuestCart()
    showCartBar()
    renderAt('/')

    await user.click(screen.getByRole('button', { name: 'Close cart bar' }))

    expect(bar()).toBeNull()
  })

  it('counts a single item in the singular on any other page', () => {
    addGuestCartItem(guestLine())
    showCartBar()
    renderAt('/about')

    expect(screen.getByText('1 item')).toBeTruthy()
    expect(screen.getByText('£8.99')).toBeTruthy()
  })
})
