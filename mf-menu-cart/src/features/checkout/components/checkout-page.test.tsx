import { setSession, useLoginDrawerOpen } from '@food/shared/store'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { fillGuestCart } from '../../../test/guest-cart'
import { CheckoutPage } from './checkout-page'

function LoginDrawerState() {
  return (
    <output>{useLoginDrawerOpen() ? 'drawer open' : 'drawer closed'}</output>
  )
}

function renderCheckout() {
  return render(
    <MemoryRouter initialEntries={['/checkout']}>
      <CheckoutPage />
      <LoginDrawerState />
    </MemoryRouter>,
  )
}

describe('CheckoutPage', () => {
  it('offers the menu when the basket is empty', () => {
    renderCheckout()

    expect(screen.getByText('Your basket is empty.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Browse the menu' })
    expect(link.getAttribute('href')).toBe('/')
  })

  it('lists the lines with quantity and price, and the subtotal', () => {
    fillGuestCart()
    renderCheckout()

    const basket = screen.getByRole('region', { name: 'Your basket' })
    const lines = within(basket).getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(lines[0]?.textContent).toContain('Quantity: 2')
    expect(lines[0]?.textContent).toContain('with 1 extra')
    expect(lines[0]?.textContent).toContain('£20.98')
    expect(lines[1]?.textContent).toContain('Note: No onions')
    expect(lines[1]?.textContent).toContain('£12.50')
    expect(within(basket).getByText('£33.48')).toBeTruthy()
  })

  it('asks a guest to log in for the delivery details', async () => {
    const user = userEvent.setup()
    fillGuestCart()
    renderCheckout()

    const delivery = screen.getByRole('region', { name: 'Delivery details' })
    await user.click(within(delivery).getByRole('button', { name: 'Login' }))

    expect(screen.getByText('drawer open')).toBeTruthy()
  })

  it('shows no Login button to a logged-in customer', () => {
    fillGuestCart()
    setSession('token-1')
    renderCheckout()

    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull()
  })
})
