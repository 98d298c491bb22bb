import { describe, expect, it } from 'vitest'
import { percentile } from './stats'

describe('percentile (nearest rank)', () => {
  const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5]
  it.each([
    [50, 5],
    [90, 9],
    [99, 10],
    [100, 10],
    [0, 1],
  ])('p%s of 1…10 is %s', (p, expected) => {
    expect(percentile(ten, p)).toBe(expected)
  })

  it('gives p99 of 100 values as the 99th, not the maximum', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(hundred, 99)).toBe(99)
  })

  it('is null for no values and leaves the input unsorted', () => {
    expect(percentile([], 50)).toBeNull()
    const values = [3, 1, 2]
    percentile(values, 50)
    expect(values).toEqual([3, 1, 2])
  })
})
