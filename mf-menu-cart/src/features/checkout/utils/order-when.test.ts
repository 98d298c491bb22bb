import { orderingTimes } from '@food/shared/testing/server'
import { describe, expect, it } from 'vitest'
import { chosenSlot, whenBlocker } from './order-when'

// 20:15 and 20:30 in Belfast (GMT).
const [first, second] = ['2026-03-04T20:15:00.000Z', '2026-03-04T20:30:00.000Z']
const beforeDelivery = orderingTimes({
  delivery: {
    ...orderingTimes().delivery,
    isOpenNow: false,
    slots: ['2026-03-04T17:00:00.000Z'],
  },
})
const lastOrders = orderingTimes({
  collection: { ...orderingTimes().collection, slots: [] },
})

describe('choosing when', () => {
  it.each([
    [
      'as soon as possible while open',
      orderingTimes(),
      'delivery',
      { kind: 'asap' },
      null,
    ],
    [
      'a time still open',
      orderingTimes(),
      'delivery',
      { kind: 'later', slot: second },
      null,
    ],
    [
      'as soon as possible before deliveries start',
      beforeDelivery,
      'delivery',
      { kind: 'asap' },
      'Delivery as soon as possible is not available yet: choose a time from 17:00.',
    ],
    [
      'a time that has passed',
      orderingTimes(),
      'collection',
      { kind: 'later', slot: '2026-03-04T20:00:00.000Z' },
      '20:00 is no longer available: choose another time.',
    ],
    [
      'later with no times left',
      lastOrders,
      'collection',
      { kind: 'later', slot: null },
      'There are no more collection times tonight.',
    ],
  ] as const)('%s', (_label, times, orderType, when, reason) => {
    expect(whenBlocker(times, orderType, when)).toBe(reason)
  })

  it('goes for the slot chosen, else the first open one', () => {
    const slots = [first, second]
    expect(chosenSlot({ kind: 'later', slot: second }, slots)).toBe(second)
    expect(chosenSlot({ kind: 'later', slot: null }, slots)).toBe(first)
    expect(chosenSlot({ kind: 'asap' }, slots)).toBeNull()
  })
})
