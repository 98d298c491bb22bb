import { describe, expect, it } from 'vitest'
import { formatPostDate } from './format-post-date'

describe('formatPostDate', () => {
  it.each([
    ['2026-03-12T18:00:00.000Z', '12 March 2026'],
    // 23:30 UTC on 30 June is already 1 July in Belfast (summer time).
    ['2026-06-30T23:30:00.000Z', '1 July 2026'],
    ['2026-01-01T00:00:00.000Z', '1 January 2026'],
    ['not a date', ''],
  ])('formats %s as %j', (value, expected) => {
    expect(formatPostDate(value)).toBe(expected)
  })
})
