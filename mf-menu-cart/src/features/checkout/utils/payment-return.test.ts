import { describe, expect, it } from 'vitest'
import {
  awaitingPayment,
  cancelledUnpaid,
  paidOnline,
} from '../../../test/payment-fixtures'
import {
  paymentOutcome,
  readPaymentReturn,
  withoutPaymentReturn,
} from './payment-return'

describe('readPaymentReturn', () => {
  it.each([
    ['paid=o1', { kind: 'paid', orderId: 'o1' }],
    ['unpaid=o1', { kind: 'unpaid', orderId: 'o1' }],
    ['paid=%20o1%20', { kind: 'paid', orderId: 'o1' }],
    ['paid=', null],
    ['order_id=o1', null],
    ['', null],
  ])('reads %j as %j', (search, expected) => {
    expect(readPaymentReturn(new URLSearchParams(search))).toEqual(expected)
  })
})

describe('withoutPaymentReturn', () => {
  it('drops the return and keeps the rest of the address', () => {
    const params = new URLSearchParams('paid=o1&api=http://x&unpaid=o2')
    expect(withoutPaymentReturn(params).toString()).toBe('api=http%3A%2F%2Fx')
    expect(params.get('paid')).toBe('o1')
  })
})

describe('paymentOutcome', () => {
  it.each([
    ['awaiting Stripe', awaitingPayment(), 'waiting'],
    ['paid (CARD)', paidOnline(), 'paid'],
    ['cancelled unpaid', cancelledUnpaid('Expired.'), 'unpaid'],
    [
      'paid, then rejected by the kitchen',
      { ...paidOnline(), order_status: 'rejected' },
      'paid',
    ],
  ])('%s is %s', (_, order, outcome) => {
    expect(paymentOutcome(order)).toBe(outcome)
  })
})
