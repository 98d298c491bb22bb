import { guestCartItem } from '@food/shared/testing'
import { describe, expect, it } from 'vitest'
import { toBulkCartItems } from './to-bulk-cart-items'

describe('toBulkCartItems', () => {
  it('returns nothing for an empty cart', () => {
    expect(toBulkCartItems([])).toEqual([])
  })

  it('groups add-on items by add-on and drops the price', () => {
    const line = guestCartItem({
      menu_item_id: 'mixed-kebab',
      quantity: 2,
      instructions: 'extra crispy',
      price: 1250,
      addons: [
        { addon_id: 'sauces', addon_item_id: 'garlic', addon_price: 0 },
        { addon_id: 'drinks', addon_item_id: 'ayran', addon_price: 150 },
        { addon_id: 'sauces', addon_item_id: 'chilli', addon_price: 0 },
      ],
    })
    expect(toBulkCartItems([line, guestCartItem()])).toEqual([
      {
        menu_item_id: 'mixed-kebab',
        quantity: 2,
        instructions: 'extra crispy',
        addons: [
          { addon_id: 'sauces', addon_item_id: ['garlic', 'chilli'] },
          { addon_id: 'drinks', addon_item_id: ['ayran'] },
        ],
      },
      {
        menu_item_id: 'doner-kebab',
        quantity: 1,
        instructions: '',
        addons: [],
      },
    ])
  })
})
