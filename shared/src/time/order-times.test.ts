import { describe, expect, it } from 'vitest'
import { DELIVERY_HOURS, OPENING_HOURS } from './opening-hours'
import {
  describeHoursToday,
  estimateRanges,
  eveningWindow,
  orderSlots,
  promisedAt,
  travelMinutes,
} from './order-times'

const hhmm = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)

describe('estimateRanges', () => {
  it.each([
    ['the default quote', 20, 5, { from: 15, to: 20 }, { from: 30, to: 45 }],
    ['busy mode +20', 40, 5, { from: 35, to: 40 }, { from: 50, to: 65 }],
    [
      'a short quote never says 0',
      5,
      1,
      { from: 5, to: 5 },
      { from: 15, to: 20 },
    ],
    [
      'odd minutes round outwards',
      23,
      2.5,
      { from: 15, to: 25 },
      { from: 30, to: 45 },
    ],
  ])('%s', (_label, lead, miles, collection, delivery) => {
    expect(estimateRanges(lead, miles)).toEqual({ collection, delivery })
  })
})

describe('promisedAt', () => {
  const placed = new Date('2026-03-04T19:30:00Z')
  it.each([
    [
      'collection: the lead time',
      'collection',
      null,
      '2026-03-04T19:50:00.000Z',
    ],
    [
      'delivery 2 miles: lead + 10 + 6',
      'delivery',
      2,
      '2026-03-04T20:06:00.000Z',
    ],
    [
      'delivery, a part mile rounds up',
      'delivery',
      0.4,
      '2026-03-04T20:02:00.000Z',
    ],
  ] as const)('%s', (_label, orderType, miles, expected) => {
    expect(promisedAt(placed, 20, { orderType, miles }).toISOString()).toBe(
      expected,
    )
  })
  it('drives ten minutes plus three a mile', () => {
    expect([0, 1, 1.1, 5].map(travelMinutes)).toEqual([10, 13, 14, 25])
  })
})

describe('orderSlots', () => {
  // Local times in Belfast; 2026-03-04 is a Wednesday in GMT, 2026-07-03 a Friday in BST.
  it.each([
    [
      'Wednesday 19:52, delivery, lead 20: from 20:15 to 01:00',
      DELIVERY_HOURS,
      '2026-03-04T19:52:00Z',
      20,
      '20:15',
      '01:00',
      20,
    ],
    [
      'before opening: from the opening time',
      OPENING_HOURS,
      '2026-03-04T12:00:00Z',
      20,
      '16:30',
      '01:00',
      35,
    ],
    [
      'past midnight is the same evening',
      DELIVERY_HOURS,
      '2026-03-05T00:10:00Z',
      20,
      '00:30',
      '01:00',
      3,
    ],
    [
      'Friday in summer time runs to 02:00',
      OPENING_HOURS,
      '2026-07-03T22:05:00Z',
      30,
      '23:45',
      '02:00',
      10,
    ],
    [
      'busy mode pushes the first slot out',
      DELIVERY_HOURS,
      '2026-03-04T19:52:00Z',
      50,
      '20:45',
      '01:00',
      18,
    ],
  ])('%s', (_label, hours, now, lead, first, last, count) => {
    const slots = orderSlots(hours, new Date(now), lead)
    expect(slots.map(hhmm)).toHaveLength(count)
    expect(hhmm(slots[0] as Date)).toBe(first)
    expect(hhmm(slots.at(-1) as Date)).toBe(last)
  })

  it('has none when the evening is over or has no hours', () => {
    expect(
      orderSlots(DELIVERY_HOURS, new Date('2026-03-05T00:45:00Z'), 20),
    ).toEqual([])
    expect(orderSlots([], new Date('2026-03-04T19:00:00Z'), 20)).toEqual([])
  })

  it('finds the evening past midnight', () => {
    const window = eveningWindow(
      OPENING_HOURS,
      new Date('2026-03-05T00:30:00Z'),
    )
    expect(window?.open.toISOString()).toBe('2026-03-04T16:30:00.000Z')
    expect(window?.close.toISOString()).toBe('2026-03-05T01:00:00.000Z')
  })
})

describe('describeHoursToday', () => {
  it.each([
    ['open on a Friday', '2026-03-06T20:00:00Z', 'Open until 02:00'],
    ['open past midnight', '2026-03-05T00:30:00Z', 'Open until 01:00'],
    ['before opening', '2026-03-04T12:00:00Z', 'Today 16:30–01:00'],
    ['after Friday closed', '2026-03-07T03:00:00Z', 'Today 16:30–02:00'],
  ])('%s', (_label, now, text) => {
    expect(describeHoursToday(OPENING_HOURS, new Date(now))).toBe(text)
  })
  it('says closed when today has no hours left', () => {
    const mondayOnly = [{ day: 1, open: '12:00', close: '14:00' }]
    expect(
      describeHoursToday(mondayOnly, new Date('2026-03-04T12:00:00Z')),
    ).toBe('Closed today')
  })
})
