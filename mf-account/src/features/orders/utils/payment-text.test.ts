import type { Order } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { paidOnlineOrder, placedOrder } from '../../../test/order-fixtures'
import { checkoutLink, endedReason, paymentText } from './payment-text'

const STRIPE_PAGE = 'https://checkout.stripe.com/c/pay/cs_test_a1'
const awaiting = (overrides: Partial<Order> = {}) =>
  placedOrder({
    order_status: 'awaiting_payment',
    payment_method: 'online',
    checkout_url: STRIPE_PAGE,
    ...overrides,
  })

describe('paymentText', () => {
  it.each([
    ['cash at the door', placedOrder(), 'Pending (cash)'],
    [
      'card at the door',
      placedOrder({ payment_method: 'card' }),
      'Pending (card)',
    ],
    ['paid online', paidOnlineOrder(), 'Paid by card online'],
    ['waiting for Stripe', awaiting(), 'Awaiting payment'],
    ['no method known', placedOrder({ payment_method: undefined }), 'Pending'],
    ['cash, refused', placedOrder({ order_status: 'rejected' }), 'Not charged'],
    [
      'card at the door, cancelled',
      placedOrder({ order_status: 'cancelled', payment_method: 'card' }),
      'Not charged',
    ],
    [
      'paid online, refused',
      paidOnlineOrder({ order_status: 'rejected' }),
      'Paid by card online',
    ],
  ])('%s reads %s', (_, order, text) => {
    expect(paymentText(order)).toBe(text)
  })
})

describe('checkoutLink', () => {
  it.each([
    ['while the payment is awaited', awaiting(), STRIPE_PAGE],
    ['without an address', awaiting({ checkout_url: null }), null],
    ['once paid', paidOnlineOrder({ checkout_url: STRIPE_PAGE }), null],
    [
      'for an address that is not a web page',
      awaiting({ checkout_url: 'javascript:alert(1)' }),
      null,
    ],
    ['for no address at all', awaiting({ checkout_url: 'not a url' }), null],
  ])('%s: %s', (_, order, link) => {
    expect(checkoutLink(order)).toBe(link)
  })
})

describe('endedReason', () => {
  it('gives the restaurant’s reason for a rejection', () => {
    expect(
      endedReason(
        placedOrder({ order_status: 'rejected', reject_reason: 'Too busy' }),
      ),
    ).toBe('The restaurant could not take this order: Too busy')
  })

  it('gives the reason a cancelled order ended, and nothing without one', () => {
    const reason =
      'The card payment was not completed in time, so the order was cancelled. Nothing was charged.'
    expect(
      endedReason(
        placedOrder({ order_status: 'cancelled', cancel_reason: reason }),
      ),
    ).toBe(reason)
    expect(endedReason(placedOrder({ order_status: 'cancelled' }))).toBeNull()
    expect(endedReason(placedOrder())).toBeNull()
  })
})
