import { describe, expect, it } from 'vitest'
import { parseGuestCart } from './storage'

const line = {
  menu_item_id: 'item-adana-kebab',
  quantity: 2,
  instructions: 'Extra spicy',
  price: 1395,
  name: 'Adana Kebab',
  addons: [
    {
      addon_id: 'addon-kebab-sauce',
      addon_item_id: 'sauce-garlic',
      addon_price: 50,
    },
  ],
}

describe('parseGuestCart', () => {
  it('keeps a well-formed cart and drops fields it does not know', () => {
    expect(parseGuestCart([{ ...line, extra: true }])).toEqual([line])
  })

  it('fills in what older saved carts lack: instructions and add-ons', () => {
    expect(
      parseGuestCart([
        { menu_item_id: 'item-coke-can', quantity: 1, price: 150 },
      ]),
    ).toEqual([
      {
        menu_item_id: 'item-coke-can',
        quantity: 1,
        instructions: '',
        price: 150,
        addons: [],
      },
    ])
  })

  it.each([
    ['a quantity of zero', [{ ...line, quantity: 0 }]],
    ['a fractional quantity', [{ ...line, quantity: 1.5 }]],
    ['a price that is text', [{ ...line, price: '13.95' }]],
    ['a name that is not text', [{ ...line, name: 7 }]],
    ['a broken add-on', [{ ...line, addons: [{ addon_id: 'x' }] }]],
    ['one bad line among good ones', [line, { menu_item_id: 1 }]],
    ['an object instead of a list', { 0: line }],
  ])('refuses %s', (_case, value) => {
    expect(parseGuestCart(value)).toBeNull()
  })
})
