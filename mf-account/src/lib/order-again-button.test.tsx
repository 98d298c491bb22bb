import { useCartCount, useCheckoutNotice } from '@food/shared/query'
import { setSession } from '@food/shared/store'
import { cartLine, serverCart } from '@food/shared/testing'
import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { Popup } from '@food/shared/ui'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { expectPopup } from '../test/login-harness'
import { OrderAgainButton } from './order-again-button'

const api = useTestApi()

const ROUTE = 'POST /user/order/order-7/reorder'

/** /checkout as far as Order again is concerned: the notice and the basket's count. */
function CheckoutProbe() {
  const notice = useCheckoutNotice()
  const count = useCartCount()
  return <p data-testid="checkout">{`${notice} Items: ${count}.`}</p>
}

function renderButton() {
  setSession('customer-token')
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/orders']}>
      <h2 id="order-7-title">Order #1042</h2>
      <Routes>
        <Route
          path="/orders"
          element={
            <OrderAgainButton orderId="order-7" describedBy="order-7-title" />
          }
        />
        <Route path="/checkout" element={<CheckoutProbe />} />
      </Routes>
      <Popup />
    </MemoryRouter>,
  )
  return user
}

const MESSAGE = 'Added 2 items from order 1042. Left out: Künefe (sold out).'

describe('OrderAgainButton', () => {
  it('fills the basket and opens checkout with the server’s sentence', async () => {
    api().on(ROUTE, {
      status: 200,
      body: {
        status: true,
        message: MESSAGE,
        left_out: [{ name: 'Künefe', reason: 'sold_out' }],
        ...serverCart([cartLine({ qty: 2 })]),
      },
    })
    const user = renderButton()

    await user.click(screen.getByRole('button', { name: 'Order again' }))

    expect((await screen.findByTestId('checkout')).textContent).toBe(
      `${MESSAGE} Items: 2.`,
    )
    expect(api().requests.map((r) => r.authorization)).toEqual([
      'Bearer customer-token',
    ])
  })

  it('is busy while the basket is filled, so a second tap sends nothing', async () => {
    const held = deferred()
    api().on(ROUTE, async () => {
      await held.promise
      return {
        status: 200,
        body: {
          status: true,
          message: MESSAGE,
          left_out: [],
          ...serverCart([cartLine()]),
        },
      }
    })
    const user = renderButton()

    await user.click(screen.getByRole('button', { name: 'Order again' }))
    const busy = screen.getByRole('button', { name: 'Adding…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    await user.click(busy)
    held.resolve()

    await screen.findByTestId('checkout')
    expect(api().requests).toHaveLength(1)
  })

  it('shows a refusal in the error popup and stays on the page', async () => {
    expectConsole('error', /reorder 422/)
    const refusal =
      'Nothing from order 1042 can be ordered today. Left out: Künefe (sold out).'
    api().on(ROUTE, {
      status: 422,
      body: { status: false, code: 'NOTHING_TO_REORDER', message: refusal },
    })
    const user = renderButton()

    await user.click(screen.getByRole('button', { name: 'Order again' }))

    await expectPopup('Error', refusal)
    // The popup is modal: the page behind it is hidden from the accessibility tree meanwhile.
    const button = screen.getByRole('button', {
      name: 'Order again',
      hidden: true,
    }) as HTMLButtonElement
    expect(button.disabled).toBe(false)
    expect(screen.queryByTestId('checkout')).toBeNull()
  })
})
