import { describe, expect, it } from 'vitest'
import {
  formatMoney,
  formatSavings,
  formatTenths,
  parsePounds,
  penceToPounds,
} from './money'

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

  it('writes what Intl.NumberFormat writes for en-GB pounds', () => {
    const intl = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    const samples = [1, 99, 999, 1000, 99_999, 100_000, 100_099, 12_345_678_901]
    for (let pence = -100_500; pence <= 100_500; pence += 37)
      samples.push(pence)
    for (const pence of samples) {
      expect(formatMoney(pence), String(pence)).toBe(intl.format(pence / 100))
    }
  })
})

describe('formatTenths', () => {
  it.each([
    [2, '2'],
    [0.84, '0.8'],
    [0.85, '0.9'],
    [1.25, '1.3'],
    [3.96, '4'],
    [0, '0'],
  ])(
    '%d → %s, as Intl.NumberFormat with one fraction digit writes it',
    (value, expected) => {
      expect(formatTenths(value)).toBe(expected)
      expect(
        new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(
          value,
        ),
      ).toBe(expected)
    },
  )

  it('writes what Intl.NumberFormat writes for every distance to the hundredth up to 30 miles', () => {
    const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })
    for (let hundredths = 0; hundredths <= 3000; hundredths += 1) {
      const miles = hundredths / 100
      expect(formatTenths(miles), String(miles)).toBe(intl.format(miles))
    }
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
