import type { StaffOrder } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import {
  formatAge,
  minutesSince,
  nextStatusLabel,
  paymentText,
  refundableLeft,
} from './order-labels'

const order = (overrides: Partial<StaffOrder>) => overrides as StaffOrder

describe('order labels', () => {
  it.each([
    [0, 'just in'],
    [4, '4 min'],
    [60, '1 h'],
    [65, '1 h 5 min'],
  ])('an order %i minutes old reads %s', (minutes, text) => {
    expect(formatAge(minutes)).toBe(text)
  })

  it('counts whole minutes and never below zero', () => {
    const now = Date.parse('2026-11-21T19:10:30Z')
    expect(minutesSince('2026-11-21T19:06:00Z', now)).toBe(4)
    expect(minutesSince('2026-11-21T19:20:00Z', now)).toBe(0)
    expect(minutesSince(undefined, now)).toBe(0)
  })

  it.each([
    ['ready', 'collection', 'Ready for collection'],
    ['out_for_delivery', 'delivery', 'Out for delivery'],
    ['delivered', 'delivery', 'Delivered'],
    ['delivered', 'collection', 'Collected'],
    [null, 'delivery', null],
  ] as const)('next status %s of a %s is labelled %s', (next, type, label) => {
    expect(nextStatusLabel(next, type)).toBe(label)
  })

  it.each([
    [{ payment_mode: 'COD', payment_method: 'cash' }, 'Cash on delivery'],
    [{ payment_mode: 'COD', payment_method: 'card' }, 'Card on delivery'],
    [
      { payment_mode: 'COD', payment_method: 'cash', order_type: 'collection' },
      'Cash on collection',
    ],
    [
      { payment_mode: 'CARD', paid_amount: 2550, final_amount: 2550 },
      'Paid online £25.50',
    ],
    [{ payment_mode: 'CARD', final_amount: 1200 }, 'Paid online £12.00'],
    [{ payment_mode: 'STRIPE' }, 'Paid online'],
  ] as const)('%j pays %s', (fields, text) => {
    expect(paymentText(order(fields as Partial<StaffOrder>))).toBe(text)
  })

  it.each([
    [{ payment_mode: 'CARD', paid_amount: 2550, refunded_amount: 0 }, 2550],
    [{ payment_mode: 'CARD', paid_amount: 2550, refunded_amount: 2200 }, 350],
    [{ payment_mode: 'CARD', paid_amount: 2550, refunded_amount: 2550 }, 0],
    [{ payment_mode: 'CARD' }, 0],
    [{ payment_mode: 'COD', paid_amount: 0 }, 0],
  ] as const)('%j can still refund %i pence', (fields, left) => {
    expect(refundableLeft(order(fields as Partial<StaffOrder>))).toBe(left)
  })
})
