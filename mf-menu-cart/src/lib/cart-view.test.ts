import { cartLine, guestCartItem, serverCart } from '@food/shared/testing'
import { describe, expect, it } from 'vitest'
import { guestCartView, serverCartView } from './cart-view'

describe('guestCartView', () => {
  it('prices each line with its add-ons and keeps the position as the key', () => {
    const view = guestCartView([
      guestCartItem({
        name: 'Adana Kebab',
        price: 1395,
        quantity: 2,
        addons: [
          {
            addon_id: 'g',
            addon_item_id: 'tahini',
            addon_price: 50,
            addon_name: 'Tahini',
          },
        ],
      }),
      guestCartItem({ price: 120, instructions: 'Cold please' }),
    ])
    expect(
      view.lines.map((l) => [l.key, l.name, l.unitPrice, l.lineTotal]),
    ).toEqual([
      ['0', 'Adana Kebab', 1445, 2890],
      ['1', 'Item', 120, 120],
    ])
    expect(view.lines[0]?.addonNames).toEqual(['Tahini'])
    expect(view).toMatchObject({
      kind: 'guest',
      count: 3,
      total: 3010,
      final: 3010,
      discount: null,
      tax: null,
    })
  })
})

describe('serverCartView', () => {
  it('takes the server’s lines and totals as they are', () => {
    const cart = serverCart(
      [cartLine({ cart_id: 'a', qty: 2, price: 1000 })],
      10,
    )
    expect(serverCartView(cart)).toMatchObject({
      kind: 'server',
      count: 2,
      total: 2000,
      final: 1800,
      discount: { amount: 200, percentage: 10 },
      tax: 300,
      lines: [{ key: 'a', quantity: 2, unitPrice: 1000, lineTotal: 2000 }],
    })
  })

  it('shows no discount when it saves nothing', () => {
    const cart = serverCart([cartLine()], 0)
    expect(serverCartView(cart).discount).toBeNull()
  })
})
