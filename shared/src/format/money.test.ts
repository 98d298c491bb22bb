import { describe, expect, it } from 'vitest'
import { formatMoney, formatSavings } from './money'

describe('formatMoney', () => {
  it.each([
    [1250, '£12.50'],
    [0, '£0.00'],
    [5, '£0.05'],
    [100, '£1.00'],
    [123456789, '£1,234,567.89'],
    [-250, '-£2.50'],
    [1249.6, '£12.50'],
  ])('%d pence → %s', (pence, expected) => {
    expect(formatMoney(pence)).toBe(expected)
  })
})

describe('formatSavings', () => {
  it('reads You saved £X with Y% off!', () => {
    expect(formatSavings(250, 10)).toBe('You saved £2.50 with 10% off!')
  })
})
