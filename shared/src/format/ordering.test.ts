import { describe, expect, it } from 'vitest'
import type { OrderingTimes } from '../types/shop'
import {
  collectionFacts,
  deliveryFacts,
  formatMinutesRange,
  formatSlot,
} from './ordering'

const times = (
  delivery: Partial<OrderingTimes['delivery']> = {},
): OrderingTimes => ({
  leadMinutes: 20,
  hoursToday: 'Open until 02:00',
  delivery: {
    isOpenNow: true,
    minutes: { from: 30, to: 45 },
    slots: [],
    minimumOrderPence: 1200,
    feeFromPence: 150,
    ...delivery,
  },
  collection: { isOpenNow: true, minutes: { from: 15, to: 20 }, slots: [] },
})

describe('ordering facts', () => {
  it.each([
    [{ from: 30, to: 45 }, '30–45 min'],
    [{ from: 20, to: 20 }, '20 min'],
    [{ from: 5, to: 10 }, '5–10 min'],
  ])('%j reads %s', (range, text) => {
    expect(formatMinutesRange(range)).toBe(text)
  })

  it.each([
    [
      'the usual evening',
      {},
      'Delivery 30–45 min · £12.00 minimum · from £1.50',
    ],
    [
      'busy mode',
      { minutes: { from: 50, to: 65 } },
      'Delivery 50–65 min · £12.00 minimum · from £1.50',
    ],
    [
      'no fee bands',
      { feeFromPence: null },
      'Delivery 30–45 min · £12.00 minimum',
    ],
    [
      'before deliveries start (17:00 in Belfast)',
      { isOpenNow: false, slots: ['2026-03-04T17:00:00.000Z'] },
      'Delivery starts 17:00 · 30–45 min · £12.00 minimum · from £1.50',
    ],
    [
      'none left tonight',
      { isOpenNow: false, slots: [] },
      'Delivery 30–45 min · £12.00 minimum · from £1.50',
    ],
  ])('delivery: %s', (_label, delivery, text) => {
    expect(deliveryFacts(times(delivery))).toBe(text)
  })

  it('says collection and a slot on the restaurant’s clock', () => {
    expect(collectionFacts(times())).toBe('Collection 15–20 min')
    // 19:30 UTC in July is 20:30 in Belfast.
    expect(formatSlot('2026-07-01T19:30:00.000Z')).toBe('20:30')
  })
})
