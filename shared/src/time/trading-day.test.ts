import { describe, expect, it } from 'vitest'
import { formatShopTime, tradingDayDate, tradingDayStart } from './trading-day'

describe('tradingDayStart', () => {
  it('starts the day at 05:00 Belfast time', () => {
    // 21:30 on a winter Friday (GMT).
    expect(
      tradingDayStart(new Date('2026-11-20T21:30:00Z')).toISOString(),
    ).toBe('2026-11-20T05:00:00.000Z')
  })

  it('counts the small hours as the evening before', () => {
    // 01:30 on Saturday still belongs to Friday's trading day.
    expect(
      tradingDayStart(new Date('2026-11-21T01:30:00Z')).toISOString(),
    ).toBe('2026-11-20T05:00:00.000Z')
  })

  it('follows summer time', () => {
    // 00:30 BST on 1 July is 23:30 UTC on 30 June; the day began at 05:00 BST (04:00 UTC) on 30 June.
    expect(
      tradingDayStart(new Date('2026-06-30T23:30:00Z')).toISOString(),
    ).toBe('2026-06-30T04:00:00.000Z')
  })
})

describe('formatShopTime', () => {
  it('shows the wall clock in Belfast, summer and winter', () => {
    expect(formatShopTime(new Date('2026-07-01T18:45:00Z'))).toBe('19:45')
    expect(formatShopTime(new Date('2026-12-01T18:45:00Z'))).toBe('18:45')
  })
})

describe('tradingDayDate', () => {
  it.each([
    ['2026-11-20T21:30:00Z', '2026-11-20'],
    // 01:30 on Saturday is still Friday's trading day.
    ['2026-11-21T01:30:00Z', '2026-11-20'],
    // 00:30 BST on 1 July belongs to 30 June.
    ['2026-06-30T23:30:00Z', '2026-06-30'],
    ['2026-12-31T06:00:00Z', '2026-12-31'],
  ])('at %s the trading day is %s', (at, day) => {
    expect(tradingDayDate(new Date(at))).toBe(day)
  })
})
