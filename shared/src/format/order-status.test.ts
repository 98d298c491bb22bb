import { describe, expect, it } from 'vitest'
import { orderStatusLabel, paymentLabel } from './order-status'

describe('orderStatusLabel', () => {
  it.each([
    ['pending', 'Pending Confirmation'],
    ['preparing', 'Preparing'],
    ['ready', 'Ready for Pickup'],
    ['out_for_delivery', 'Out for Delivery'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['processing', 'Processing'],
    ['refunded', 'Processing'],
    ['toString', 'Processing'],
    ['', 'Processing'],
    [null, 'Processing'],
    [undefined, 'Processing'],
  ])('%j → %s', (status, expected) => {
    expect(orderStatusLabel(status)).toBe(expected)
  })
})

describe('paymentLabel', () => {
  it.each([
    ['COD', 'Pending'],
    ['CARD', 'Paid'],
    ['online', 'Paid'],
    [undefined, 'Paid'],
  ])('%j → %s', (mode, expected) => {
    expect(paymentLabel(mode)).toBe(expected)
  })
})
