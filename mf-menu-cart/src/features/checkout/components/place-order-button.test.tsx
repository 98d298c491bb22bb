import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  ADANA,
  acceptedOrder,
  customerCart,
  expectOrderPage,
  placedOrder,
  renderCustomerCheckout,
  serveCustomerCheckout,
} from '../../../test/checkout-fixtures'

const api = useTestApi({ per: 'test', serve: serveCustomerCheckout })

const SUBMIT = 'POST /user/order/submit'
const submits = () => api().requests.filter((entry) => entry.route === SUBMIT)
const placeOrder = () => screen.getByRole('button', { name: 'Place order' })
const confirmation = () => expectOrderPage()

describe('Place order', () => {
  it('places a delivery order, tracks it and empties the basket', async () => {
    const user = userEvent.setup()
    api().on(SUBMIT, acceptedOrder())
    await renderCustomerCheckout()

    await user.click(screen.getByRole('radio', { name: 'Card on delivery' }))
    await user.type(
      screen.getByRole('textbox', { name: 'Note for the kitchen (optional)' }),
      'Ring the bell',
    )
    expect(screen.getByText('13 / 300 characters')).toBeTruthy()
    await user.click(placeOrder())

    await confirmation()
    expect(submits()).toHaveLength(1)
    expect(submits()[0]?.body).toEqual({
      order_type: 'delivery',
      address_id: 'a1',
      payment_method: 'card',
      note: 'Ring the bell',
    })
    expect(submits()[0]?.authorization).toBe('Bearer token-1')
    expect(submits()[0]?.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
    // The order's own page confirms it (mf-account); the checkout tracks it and empties the basket.
    expect(screen.getByText('Tracking order order-uuid-1')).toBeTruthy()
    // The cache tells its readers of the emptied basket a moment after the order is placed.
    expect(await screen.findByText('Basket badge: 0')).toBeTruthy()
    // No popup on top of the confirmation.
    expect(screen.queryByRole('status', { name: 'Success' })).toBeNull()
  })

  it('sends one order for a double tap', async () => {
    const user = userEvent.setup()
    const reply = deferred()
    api().on(SUBMIT, async () => {
      await reply.promise
      return acceptedOrder()
    })
    await renderCustomerCheckout()

    const button = placeOrder()
    await user.dblClick(button)
    expect(button.textContent).toBe('Placing your order…')
    expect(button).toHaveProperty('disabled', true)
    reply.resolve()

    await confirmation()
    expect(submits()).toHaveLength(1)
  })

  it('retries with the same key after the reply was lost', async () => {
    const user = userEvent.setup()
    expectConsole('error', /socket hang up|order\/submit/)
    api().on(SUBMIT, 'hang-up')
    await renderCustomerCheckout()

    await user.click(placeOrder())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error submitting order',
    )
    api().on(SUBMIT, acceptedOrder())
    await user.click(placeOrder())

    await confirmation()
    const [first, second] = submits()
    expect(second?.headers['idempotency-key']).toBe(
      first?.headers['idempotency-key'],
    )
  })

  it('shows a refusal and keeps the basket', async () => {
    const user = userEvent.setup()
    expectConsole('error', /order\/submit/)
    const message =
      'Sorry, we deliver from 17:00 to 01:00. You can still order for collection.'
    api().on(SUBMIT, {
      status: 422,
      body: { status: false, code: 'DELIVERY_CLOSED', message },
    })
    await renderCustomerCheckout()

    await user.click(placeOrder())

    expect(
      await screen.findByText(message, { selector: '[role="alert"]' }),
    ).toBeTruthy()
    expect(screen.getByRole('alert', { name: 'Error' }).textContent).toContain(
      message,
    )
    expect(screen.getByRole('heading', { name: 'Adana Kebab' })).toBeTruthy()
    expect(screen.getByText('Basket badge: 2')).toBeTruthy()
    expect(placeOrder()).toHaveProperty('disabled', false)
  })

  it('reads the basket again when a dish went off the menu meanwhile', async () => {
    const user = userEvent.setup()
    expectConsole('error', /order\/submit/)
    const message =
      'Sorry, "Adana Kebab" is no longer available. Please remove it from your basket.'
    api().on(SUBMIT, {
      status: 422,
      body: { status: false, code: 'ITEM_UNAVAILABLE', message },
    })
    await renderCustomerCheckout()
    api().on('GET /user/cart/get', {
      body: {
        status: true,
        ...customerCart([{ ...ADANA, available: false }]),
      },
    })

    await user.click(placeOrder())

    expect(
      await screen.findByText('No longer on the menu: please remove it.'),
    ).toBeTruthy()
    expect(
      screen.getByText(message, { selector: '[role="alert"]' }),
    ).toBeTruthy()
    expect(placeOrder()).toHaveProperty('disabled', true)
  })

  it('orders a collection without an address', async () => {
    const user = userEvent.setup()
    api().on(SUBMIT, acceptedOrder(placedOrder({ order_type: 'collection' })))
    await renderCustomerCheckout()

    await user.click(screen.getByRole('radio', { name: /Collection/ }))
    await user.click(screen.getByRole('radio', { name: 'Cash at the counter' }))
    await user.click(placeOrder())

    await confirmation()
    expect(submits()[0]?.body).toEqual({
      order_type: 'collection',
      payment_method: 'cash',
    })
  })
})
