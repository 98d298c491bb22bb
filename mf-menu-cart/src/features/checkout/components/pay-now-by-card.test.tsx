import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  acceptedOrder,
  expectOrderPage,
  renderCustomerCheckout,
  serveCustomerCheckout,
} from '../../../test/checkout-fixtures'
import {
  awaitingPayment,
  STRIPE_PAGE,
  serveOnlinePayment,
} from '../../../test/payment-fixtures'
import * as stripePage from '../utils/go-to-payment'

const api = useTestApi({ per: 'test', serve: serveCustomerCheckout })

const SUBMIT = 'POST /user/order/submit'
const submits = () => api().requests.filter((entry) => entry.route === SUBMIT)
const paymentRadios = () =>
  within(screen.getByRole('group', { name: 'Payment' })).getAllByRole('radio')
const waitingForCard = {
  status: 201,
  body: {
    status: true,
    message: 'Order 1042 is waiting for your card payment.',
    data: awaitingPayment(),
  },
}

// Never leave the test page for Stripe: record where the customer would go.
const watchPaymentPage = () =>
  vi.spyOn(stripePage, 'goToPayment').mockImplementation(() => {})

describe('Pay now by card', () => {
  it('is not offered while the shop takes no online payments', async () => {
    await renderCustomerCheckout()

    expect(paymentRadios().map((radio) => radio.getAttribute('value'))).toEqual(
      ['cash', 'card'],
    )
    expect(
      screen.getByText(
        'You pay when you get your food; nothing is charged online.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy()
  })

  it('comes first when offered, and the hint and the button follow the choice', async () => {
    const user = userEvent.setup()
    await serveOnlinePayment(api())
    await renderCustomerCheckout()

    const [online, cash] = paymentRadios()
    expect(online?.closest('label')?.textContent).toBe(
      "Pay now by cardCard, Apple Pay or Google Pay on Stripe's secure page.",
    )
    expect(cash).toHaveProperty('checked', true)
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: /Pay now by card/ }))

    expect(
      screen.getByRole('button', { name: 'Pay £17.35 by card' }),
    ).toBeTruthy()
    expect(
      screen
        .getByRole('group', { name: 'Payment' })
        .getAttribute('aria-describedby'),
    ).toBe('payment-hint')
    expect(document.getElementById('payment-hint')?.textContent).toBe(
      'You pay now; the kitchen gets your order once the payment is confirmed.',
    )
  })

  it("sends the order to pay online and the customer to Stripe's page, keeping the basket", async () => {
    const user = userEvent.setup()
    const goToPayment = watchPaymentPage()
    const reply = deferred()
    api().on(SUBMIT, async () => {
      await reply.promise
      return waitingForCard
    })
    await serveOnlinePayment(api())
    await renderCustomerCheckout()

    await user.click(screen.getByRole('radio', { name: /Pay now by card/ }))
    const button = screen.getByRole('button', { name: 'Pay £17.35 by card' })
    await user.dblClick(button)
    expect(button.textContent).toBe('Going to payment…')
    expect(button).toHaveProperty('disabled', true)
    reply.resolve()

    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(STRIPE_PAGE))
    expect(submits()).toHaveLength(1)
    expect(submits()[0]?.body).toEqual({
      order_type: 'delivery',
      address_id: 'a1',
      payment_method: 'online',
    })
    expect(submits()[0]?.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
    // Still leaving: busy, the basket kept, no confirmation and no tracker until it is paid.
    expect(button.textContent).toBe('Going to payment…')
    expect(button).toHaveProperty('disabled', true)
    expect(screen.getByText('Basket badge: 2')).toBeTruthy()
    expect(screen.getByText('No tracking')).toBeTruthy()
    expect(screen.queryByText('Just placed')).toBeNull()
    expect(screen.queryByRole('status', { name: 'Success' })).toBeNull()
  })

  it('is ready again when the browser brings the page back from its cache', async () => {
    const user = userEvent.setup()
    const goToPayment = watchPaymentPage()
    api().on(SUBMIT, waitingForCard)
    await serveOnlinePayment(api())
    await renderCustomerCheckout()

    await user.click(screen.getByRole('radio', { name: /Pay now by card/ }))
    await user.click(screen.getByRole('button', { name: 'Pay £17.35 by card' }))
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1))
    window.dispatchEvent(
      Object.assign(new Event('pageshow'), { persisted: true }),
    )
    await user.click(
      await screen.findByRole('button', { name: 'Pay £17.35 by card' }),
    )

    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(2))
    const [first, second] = submits()
    expect(second?.headers['idempotency-key']).toBe(
      first?.headers['idempotency-key'],
    )
  })

  it('shows a refusal from the payment provider like any other', async () => {
    const user = userEvent.setup()
    expectConsole('error', /order\/submit/)
    const message =
      'We could not reach our card payment provider. Nothing was charged: please try again, or pay on delivery.'
    api().on(SUBMIT, {
      status: 502,
      body: { status: false, code: 'PAYMENT_PROVIDER_ERROR', message },
    })
    await serveOnlinePayment(api())
    await renderCustomerCheckout()

    await user.click(screen.getByRole('radio', { name: /Pay now by card/ }))
    await user.click(screen.getByRole('button', { name: 'Pay £17.35 by card' }))

    expect(
      await screen.findByText(message, { selector: '[role="alert"]' }),
    ).toBeTruthy()
    expect(screen.getByText('Basket badge: 2')).toBeTruthy()
    expect(
      screen.getByRole('button', { name: 'Pay £17.35 by card' }),
    ).toHaveProperty('disabled', false)
  })

  it('still places a cash order as before when online payment is offered', async () => {
    const user = userEvent.setup()
    const goToPayment = watchPaymentPage()
    api().on(SUBMIT, acceptedOrder())
    await serveOnlinePayment(api())
    await renderCustomerCheckout()

    await user.click(screen.getByRole('button', { name: 'Place order' }))

    await expectOrderPage()
    expect(submits()[0]?.body).toMatchObject({ payment_method: 'cash' })
    expect(goToPayment).not.toHaveBeenCalled()
  })
})
