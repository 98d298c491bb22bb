import { describe, expect, it } from 'vitest'
import { formatDate, formatMinutesAgo } from './date'

describe('formatDate', () => {
  it('formats in en-GB', () => {
    expect(formatDate('2025-01-10T12:00:00.000Z')).toBe('10 Jan 2025')
  })

  it("uses the restaurant's time zone (British Summer Time)", () => {
    // 23:30 UTC on 1 September is already 2 September in Belfast.
    expect(formatDate(Date.UTC(2025, 8, 1, 23, 30))).toMatch(/^2 Sept? 2025$/)
  })

  it('returns an empty string for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('')
  })
})

describe('formatMinutesAgo', () => {
  const now = Date.UTC(2025, 0, 10, 12, 0)
  it.each([
    [now, 'just now'],
    [now - 59_000, 'just now'],
    [now - 60_000, '1 min ago'],
    [now - 5 * 60_000 - 1, '5 mins ago'],
    [now + 60_000, 'just now'],
  ])('%d → %s', (since, expected) => {
    expect(formatMinutesAgo(since, now)).toBe(expected)
  })

  it('accepts ISO strings and Dates', () => {
    expect(formatMinutesAgo(new Date(now - 120_000), now)).toBe('2 mins ago')
    expect(formatMinutesAgo(new Date(now - 180_000).toISOString(), now)).toBe(
      '3 mins ago',
    )
    expect(formatMinutesAgo('nope', now)).toBe('')
  })
})
