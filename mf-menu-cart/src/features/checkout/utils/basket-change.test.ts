import { cartLine, serverCart } from '@food/shared/testing'
import { describe, expect, it } from 'vitest'
import { guestCartView, serverCartView } from '../../../lib/cart-view'
import { describeChange } from './basket-change'

const customerCart = serverCartView(
  serverCart([cartLine({ cart_id: 'c1', name: 'Adana Kebab', qty: 2 })], 0),
)

describe('describeChange', () => {
  it('announces a new quantity with the basket total', () => {
    const change = {
      type: 'quantity',
      key: 'c1',
      name: 'Adana Kebab',
      quantity: 2,
    } as const
    expect(describeChange(change, customerCart)).toBe(
      'Adana Kebab: quantity 2. Basket total £27.90.',
    )
  })

  it('stays quiet when the server kept the old quantity', () => {
    const change = {
      type: 'quantity',
      key: 'c1',
      name: 'Adana Kebab',
      quantity: 3,
    } as const
    expect(describeChange(change, customerCart)).toBe('')
  })

  it('announces a removal, and an empty basket', () => {
    const change = { type: 'remove', key: 'c9', name: 'Baklava' } as const
    expect(describeChange(change, customerCart)).toBe(
      'Baklava removed. Basket total £27.90.',
    )
    expect(describeChange(change, guestCartView([]))).toBe(
      'Baklava removed. Your basket is empty.',
    )
  })

  it('stays quiet when a removed line is still there', () => {
    const change = { type: 'remove', key: 'c1', name: 'Adana Kebab' } as const
    expect(describeChange(change, customerCart)).toBe('')
  })

  it('says nothing before any change', () => {
    expect(describeChange(null, customerCart)).toBe('')
  })
})
