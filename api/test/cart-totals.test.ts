import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CartTotals,
  computeCartTotals,
  divideRoundHalfUp,
  type PricedLine,
} from '../src/modules/cart/cart-totals'

const SHOP = { vatRatePercent: 20, discountPercentage: 10 }

describe('divideRoundHalfUp', () => {
  it.each([
    [0, 100, 0],
    [4849 * 10, 100, 485],
    [13_950, 100, 140], // 139.5 → 140
    [13_949, 100, 139],
    [1263 * 20, 120, 211], // 210.5 → 211
    [Number.MAX_SAFE_INTEGER, 1, Number.MAX_SAFE_INTEGER],
  ])('%i / %i → %i', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected)
  })

  it('refuses what it cannot do exactly', () => {
    expect(() => divideRoundHalfUp(-1, 100)).toThrow(RangeError)
    expect(() => divideRoundHalfUp(1.5, 100)).toThrow(RangeError)
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError)
  })
})

describe('computeCartTotals', () => {
  it.each<[string, PricedLine[], typeof SHOP, Partial<CartTotals>]>([
    [
      'an empty cart',
      [],
      SHOP,
      { totalAmount: 0, discountAmount: 0, finalAmount: 0, taxAmount: 0 },
    ],
    [
      'one kebab',
      [{ unitPrice: 1395, quantity: 1 }],
      SHOP,
      {
        totalAmount: 1395,
        discountAmount: 140,
        finalAmount: 1255,
        taxAmount: 209,
        taxableAmount: 1046,
        itemCount: 1,
      },
    ],
    [
      'a VAT half penny',
      [{ unitPrice: 1263, quantity: 1 }],
      { vatRatePercent: 20, discountPercentage: 0 },
      { finalAmount: 1263, taxAmount: 211, taxableAmount: 1052 },
    ],
    [
      'a discount over 100% (clamped)',
      [{ unitPrice: 500, quantity: 2 }],
      { vatRatePercent: 20, discountPercentage: 150 },
      {
        discountAmount: 1000,
        discountPercentage: 100,
        finalAmount: 0,
        taxAmount: 0,
      },
    ],
    [
      'no VAT and a negative discount (clamped to 0)',
      [{ unitPrice: 999, quantity: 3 }],
      { vatRatePercent: 0, discountPercentage: -5 },
      { totalAmount: 2997, discountAmount: 0, finalAmount: 2997, taxAmount: 0 },
    ],
  ])('totals %s', (_label, lines, policy, expected) => {
    expect(computeCartTotals(lines, policy)).toMatchObject(expected)
  })
})

const pricedLine = fc.record({
  unitPrice: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
})
const policy = fc.record({
  vatRatePercent: fc.integer({ min: 0, max: 100 }),
  discountPercentage: fc.integer({ min: 0, max: 100 }),
})

describe('totals for random carts (fast-check)', () => {
  it('are whole pence, consistent and never negative', () => {
    fc.assert(
      fc.property(
        fc.array(pricedLine, { maxLength: 100 }),
        policy,
        (lines, p) => {
          const t = computeCartTotals(lines, p)
          const sum = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0)
          expect(t.totalAmount).toBe(sum)
          for (const value of Object.values(t)) {
            expect(Number.isSafeInteger(value)).toBe(true)
            expect(value).toBeGreaterThanOrEqual(0)
          }
          expect(t.finalAmount).toBe(t.totalAmount - t.discountAmount)
          expect(t.taxableAmount + t.taxAmount).toBe(t.finalAmount)
          expect(t.discountAmount).toBeLessThanOrEqual(t.totalAmount)
          expect(t.taxAmount).toBeLessThanOrEqual(t.finalAmount)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('round the discount and the VAT to the nearest penny, halves up', () => {
    fc.assert(
      fc.property(
        fc.array(pricedLine, { maxLength: 30 }),
        policy,
        (lines, p) => {
          const t = computeCartTotals(lines, p)
          // |100 × discount − total × pct| ≤ 50, and a tie (= 50) must have gone up.
          const discountError =
            100 * t.discountAmount - t.totalAmount * p.discountPercentage
          expect(discountError).toBeGreaterThan(-50)
          expect(discountError).toBeLessThanOrEqual(50)
          const d = 100 + p.vatRatePercent
          const taxError = d * t.taxAmount - t.finalAmount * p.vatRatePercent
          expect(2 * taxError).toBeGreaterThan(-d)
          expect(2 * taxError).toBeLessThanOrEqual(d)
        },
      ),
      { numRuns: 500 },
    )
  })
})
