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
  const off = (name: string, unavailable_options: string[] = []) => ({
    name,
    unavailable_options,
  })

  it('names one dish', () => {
    expect(unavailableReason([off('Adana Kebab')])).toBe(
      'Sorry, "Adana Kebab" is no longer available. Please remove it from your basket.',
    )
  })

  it('names several dishes, an option with its dish', () => {
    expect(
      unavailableReason([
        off('Künefe'),
        off('Adana Kebab', ['Garlic mayo']),
        off('Margherita', ['12 inch', 'Olives']),
      ]),
    ).toBe(
      'Sorry, "Künefe", "Adana Kebab" with "Garlic mayo" and "Margherita" with "12 inch" and "Olives" are no longer available. Please remove them from your basket.',
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
