import { describe, expect, it } from 'vitest'
import {
  belowMinimumReason,
  firstBlocker,
  shopClosedReason,
  unavailableReason,
} from './order-blockers'

describe('shopClosedReason', () => {
  it.each([
    { status: null, holiday: null, reason: null },
    { status: { isOpen: true, message: '' }, holiday: null, reason: null },
    {
      status: { isOpen: false, message: 'Opens at 16:30.' },
      holiday: null,
      reason: "We're closed and not taking orders right now. Opens at 16:30.",
    },
    {
      status: { isOpen: true, message: '' },
      holiday: 'Closed for Christmas.',
      reason: "We're not taking orders today. Closed for Christmas.",
    },
  ])('is $reason', ({ status, holiday, reason }) => {
    expect(shopClosedReason(status, holiday)).toBe(reason)
  })
})

describe('unavailableReason', () => {
  it('names one dish', () => {
    expect(unavailableReason(['Adana Kebab'])).toBe(
      '"Adana Kebab" is no longer on the menu. Please remove it from your basket before ordering.',
    )
  })

  it('names several dishes', () => {
    expect(unavailableReason(['A', 'B'])).toBe(
      '"A", "B" are no longer on the menu. Please remove them from your basket before ordering.',
    )
  })

  it('is null when every dish is available', () => {
    expect(unavailableReason([])).toBeNull()
  })
})

describe('belowMinimumReason', () => {
  it('says how much more a delivery needs', () => {
    expect(belowMinimumReason(1500, 15)).toBe(
      'Delivery orders start at £15.00. Add £0.15 more, or choose collection.',
    )
  })

  it('is null at or over the minimum', () => {
    expect(belowMinimumReason(1500, 0)).toBeNull()
  })
})

describe('firstBlocker', () => {
  it('keeps the first reason', () => {
    expect(firstBlocker([null, 'closed', 'empty'])).toBe('closed')
    expect(firstBlocker([null, null])).toBeNull()
  })
})
