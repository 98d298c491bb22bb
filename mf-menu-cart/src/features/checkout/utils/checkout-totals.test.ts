import { cartLine, serverCart } from '@food/shared/testing'
import { describe, expect, it } from 'vitest'
import { serverCartView } from '../../../lib/cart-view'
import {
  checkoutTotals,
  shortOfDeliveryMinimum,
  vatIncluded,
} from './checkout-totals'

// 2 × £8.25 = £16.50, 10% off → £14.85 to pay for the food.
const cart = serverCartView(serverCart([cartLine({ price: 825, qty: 2 })], 10))

describe('vatIncluded', () => {
  it.each([
    { amount: 1200, rate: 20, vat: 200 },
    { amount: 1485, rate: 20, vat: 248 }, // 247.5 rounds up
    { amount: 1735, rate: 20, vat: 289 }, // 289.17
    { amount: 0, rate: 20, vat: 0 },
    { amount: 1050, rate: 5, vat: 50 },
    { amount: 999, rate: 0, vat: 0 },
  ])('finds $vat p of VAT in $amount p at $rate%', ({ amount, rate, vat }) => {
    expect(vatIncluded(amount, rate)).toBe(vat)
  })
})

describe('checkoutTotals', () => {
  it('adds the delivery fee to the food and takes the VAT from the whole', () => {
    const totals = checkoutTotals(cart, { kind: 'fee', pence: 250 }, 20)

    expect(totals).toEqual({
      itemsTotal: 1650,
      discount: { amount: 165, percentage: 10 },
      charge: { kind: 'fee', pence: 250 },
      total: 1735,
      isFinal: true,
      vat: 289,
    })
  })

  it('charges only the food for collection', () => {
    const totals = checkoutTotals(cart, { kind: 'collection' }, 20)

    expect(totals.total).toBe(1485)
    expect(totals.vat).toBe(cart.tax)
    expect(totals.isFinal).toBe(true)
  })

  it('says the total is not final while the fee is unknown', () => {
    const totals = checkoutTotals(cart, { kind: 'unknown', text: '…' }, 20)

    expect(totals.total).toBe(1485)
    expect(totals.isFinal).toBe(false)
  })
})

describe('shortOfDeliveryMinimum', () => {
  it.each([
    { minimum: 1500, short: 15 },
    { minimum: 1485, short: 0 },
    { minimum: 0, short: 0 },
  ])('is $short p under a minimum of $minimum p', ({ minimum, short }) => {
    expect(shortOfDeliveryMinimum(cart, minimum)).toBe(short)
  })
})
