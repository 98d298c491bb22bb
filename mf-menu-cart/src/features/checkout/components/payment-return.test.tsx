import { clearSession, setSession } from '@food/shared/store'
import { expectConsole, useTestApi } from '@food/shared/testing/server'
import { MESSAGES } from '@food/shared/types'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  customerCart,
  expectOrderPage,
  renderCheckout,
  SLOW,
  serveCustomerCheckout,
} from '../../../test/checkout-fixtures'
import {
  awaitingPayment,
  CANCEL,
  CONFIRM,
  cancelledUnpaid,
  orderReply,
  paidOnline,
  QUICK_POLL,
  SHORT_POLL,
} from '../../../test/payment-fixtures'

const api = useTestApi({ per: 'test', serve: serveCustomerCheckout })

const PAID_URL = '/checkout?paid=order-uuid-1'
const UNPAID_URL = '/checkout?unpaid=order-uuid-1'
const CANCELLED =
  'Payment cancelled: nothing was charged. Your basket is as you left it.'
const calls = (route: string) => api().bodiesOf(route).length
/** Waits for `text` in a status region, where it is announced politely. */
async function findStatus(text: string) {
  const shown = await screen.findByText(text, {}, SLOW)
  expect(shown.closest('[role="status"]')).not.toBeNull()
}
/** The parameter is gone once the return is settled, so a reload does not repeat it. */
const addressIsClean = () =>
  waitFor(() => expect(screen.getByText('Address: /checkout')).toBeTruthy())
/** Confirmed: the checkout goes on to the order's page (mf-account's), which confirms it. */
const confirmation = () => expectOrderPage('1042', SLOW.timeout)
const basketIsShown = () =>
  screen.findByRole('heading', { name: 'Adana Kebab' }, SLOW)

/** Confirm answers "not yet" `times` times, then with `order`; the basket empties once paid. */
function stripeConfirmsAfter(times: number, order = paidOnline()) {
  let asked = 0
  api().on(CONFIRM, () => {
    asked += 1
    if (asked <= times) return orderReply(awaitingPayment())
    api().on('GET /user/cart/get', {
      body: { status: true, ...customerCart([]) },
    })
    return orderReply(order)
  })
}

describe('Back from paying on Stripe', () => {
  it('asks until the payment is confirmed, then confirms the order like any other', async () => {
    stripeConfirmsAfter(2)
    renderCheckout(PAID_URL, QUICK_POLL)

    await findStatus('Confirming your payment…')
    await confirmation()

    expect(calls(CONFIRM)).toBe(3)
    expect(screen.getByText('Tracking order order-uuid-1')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByText('Basket badge: 0')).toBeTruthy(),
    )
  })

  it('shows why the order was cancelled when the payment did not go through, with the basket', async () => {
    const reason =
      'Your card payment was not completed in time, so the order was cancelled. Nothing was charged.'
    stripeConfirmsAfter(1, cancelledUnpaid(reason))
    api().on('GET /user/cart/get', {
      body: { status: true, ...customerCart() },
    })
    renderCheckout(PAID_URL, QUICK_POLL)

    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      reason,
    )
    await basketIsShown()
    expect(screen.getByText('Basket badge: 2')).toBeTruthy()
    expect(screen.getByText('No tracking')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy()
    await addressIsClean()
  })

  it('sends the customer to Your orders when Stripe has not answered in time', async () => {
    api().on(CONFIRM, orderReply(awaitingPayment()))
    renderCheckout(PAID_URL, SHORT_POLL)

    await findStatus(
      "We're still waiting for Stripe to confirm your payment. It will show in Your orders as soon as it does.",
    )
    await addressIsClean()
    const orders = screen.getByRole('link', { name: 'Your orders' })
    expect(orders.getAttribute('href')).toBe('/orders')
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull()
  })

  it('offers a retry when the payment could not be checked', async () => {
    const user = userEvent.setup()
    expectConsole('error', /socket hang up|payment\/confirm/)
    api().on(CONFIRM, 'hang-up')
    renderCheckout(PAID_URL, QUICK_POLL)

    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      MESSAGES.confirmPaymentFailed,
    )
    expect(screen.getByText(`Address: ${PAID_URL}`)).toBeTruthy()
    stripeConfirmsAfter(0)
    await user.click(screen.getByRole('button', { name: 'Retry' }))

    await confirmation()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('asks a logged-out customer to log in first, then confirms', async () => {
    const user = userEvent.setup()
    act(() => clearSession())
    stripeConfirmsAfter(0)
    renderCheckout(PAID_URL, QUICK_POLL)

    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(screen.getByText('Login drawer open')).toBeTruthy()
    expect(calls(CONFIRM)).toBe(0)

    act(() => setSession('token-1'))

    await confirmation()
    expect(api().requests.find((r) => r.route === CONFIRM)?.authorization).toBe(
      'Bearer token-1',
    )
  })
})

describe('Back from cancelling on Stripe', () => {
  it('cancels the order once and says so above the basket', async () => {
    api().on(CANCEL, orderReply(cancelledUnpaid(), CANCELLED))
    renderCheckout(UNPAID_URL, QUICK_POLL)

    await findStatus('Cancelling your payment…')
    await findStatus(CANCELLED)
    await basketIsShown()
    expect(calls(CANCEL)).toBe(1)
    expect(calls(CONFIRM)).toBe(0)
    expect(screen.getByText('Basket badge: 2')).toBeTruthy()
    await addressIsClean()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('confirms the order when the payment went through meanwhile', async () => {
    api().on(CANCEL, () => {
      api().on('GET /user/cart/get', {
        body: { status: true, ...customerCart([]) },
      })
      return orderReply(paidOnline())
    })
    renderCheckout(UNPAID_URL, QUICK_POLL)

    await confirmation()
    expect(calls(CANCEL)).toBe(1)
    expect(screen.getByText('Tracking order order-uuid-1')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByText('Basket badge: 0')).toBeTruthy(),
    )
  })
})
