import type { GuestCartItem } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { guestCartCount, guestCartTotal, guestLineTotal } from './cart-totals'

const line = (overrides: Partial<GuestCartItem>): GuestCartItem => ({
  menu_item_id: 'm1',
  quantity: 1,
  instructions: '',
  price: 1000,
  addons: [],
  ...overrides,
})

describe('guest cart totals', () => {
  it.each([
    { item: line({}), expected: 1000 },
    { item: line({ quantity: 3 }), expected: 3000 },
    {
      item: line({
        quantity: 2,
        addons: [
          { addon_id: 'a', addon_item_id: 'x', addon_price: 150 },
          { addon_id: 'b', addon_item_id: 'y', addon_price: 50 },
        ],
      }),
      expected: 2400,
    },
  ])(
    'prices a line with its add-ons at $expected pence',
    ({ item, expected }) => {
      expect(guestLineTotal(item)).toBe(expected)
    },
  )

  it('sums the lines and their quantities', () => {
    const items = [line({ quantity: 2 }), line({ price: 650 })]
    expect(guestCartTotal(items)).toBe(2650)
    expect(guestCartCount(items)).toBe(3)
  })

  it('is zero for an empty cart', () => {
    expect(guestCartTotal([])).toBe(0)
    expect(guestCartCount([])).toBe(0)
  })
})
