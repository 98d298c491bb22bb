import { describe, expect, it } from 'vitest'
import { formatMoney, formatSavings, parsePounds, penceToPounds } from './money'

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

describe('penceToPounds', () => {
  it.each([
    [250, '2.50'],
    [0, '0.00'],
    [5, '0.05'],
    [1005, '10.05'],
    [10000, '100.00'],
  ])('%d pence → %s', (pence, expected) => {
    expect(penceToPounds(pence)).toBe(expected)
  })
})

describe('parsePounds', () => {
  it.each([
    ['2.50', 250],
    ['2.5', 250],
    ['2', 200],
    [' £12 ', 1200],
    ['0.05', 5],
    ['10.05', 1005],
    ['0', 0],
  ])('%s → %d pence', (text, pence) => {
    expect(parsePounds(text)).toBe(pence)
  })

  it.each(['', '2.505', '-1', '1,000', 'abc', '2.', '.5', '£', '1e3'])(
    'refuses %s',
    (text) => {
      expect(parsePounds(text)).toBeNull()
    },
  )

  it('reads back what penceToPounds writes', () => {
    for (const pence of [0, 1, 99, 150, 2000, 10000])
      expect(parsePounds(penceToPounds(pence))).toBe(pence)
  })
})
