import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  openBoard,
  openFinished,
  paidOnlineOrder,
  SERVER_TIME,
  signedInWith,
  staffOrder,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const card = (number: string) =>
  screen.getByRole('article', { name: `Order ${number}` })

describe('OrderCard payment', () => {
  it('says in words whether the order is paid or the money is still to take', async () => {
    signedInWith(api(), [
      paidOnlineOrder({ order_id: '1001' }),
      staffOrder({ order_id: '1002' }),
      staffOrder({
        order_id: '1003',
        payment_method: 'card',
        order_type: 'collection',
      }),
    ])
    await openFinished(await openBoard())

    expect(within(card('1001')).getByText('Paid online £25.50')).toBeTruthy()
    expect(card('1001').textContent).not.toContain('on delivery')
    expect(within(card('1002')).getByText('Cash on delivery')).toBeTruthy()
    expect(within(card('1003')).getByText('Card on collection')).toBeTruthy()
    expect(card('1002').textContent).not.toContain('Paid online')
  })

  it('shows what was refunded of an online payment', async () => {
    signedInWith(api(), [
      paidOnlineOrder({
        order_status: 'preparing',
        acknowledgedAt: SERVER_TIME,
        refunded_amount: 200,
      }),
    ])
    await openFinished(await openBoard())

    expect(within(card('1042')).getByText('Refunded £2.00')).toBeTruthy()
    expect(within(card('1042')).getByText('Paid online £25.50')).toBeTruthy()
  })

  it('puts a payment problem first, as an alert on that order', async () => {
    const problem =
      'Stripe took £9.00 for a £12.00 order: the order was cancelled and the payment refunded in full.'
    signedInWith(api(), [
      paidOnlineOrder({
        order_status: 'cancelled',
        paid_amount: 900,
        refunded_amount: 900,
        final_amount: 1200,
        payment_problem: problem,
      }),
      staffOrder({ order_id: '1043' }),
    ])
    await openFinished(await openBoard())

    const alert = within(card('1042')).getByRole('alert')
    expect(alert.textContent).toBe(problem)
    expect(
      within(card('1042')).getByText('Refunded £9.00 (in full)'),
    ).toBeTruthy()
    expect(within(card('1043')).queryByRole('alert')).toBeNull()
  })

  it('says when a text to the customer could not be sent, on that order', async () => {
    const problem =
      'The text telling the customer the order was accepted could not be sent: phone them.'
    signedInWith(api(), [
      staffOrder({
        order_status: 'preparing',
        acknowledgedAt: SERVER_TIME,
        text_problem: problem,
      }),
      staffOrder({ order_id: '1043' }),
    ])
    await openFinished(await openBoard())

    expect(within(card('1042')).getByRole('alert').textContent).toBe(problem)
    expect(within(card('1043')).queryByRole('alert')).toBeNull()
  })
})
