import { describe, expect, it } from 'vitest'
import { cartLine, serverCart } from '../testing/factories'
import { resetStore } from '../testing/reset-store'
import { useTestApi } from '../testing/test-api'
import {
  addCartItemsBulk,
  getCart,
  getDeliveryFee,
  removeCartItem,
  updateCartQuantity,
} from './cart'

const server = useTestApi({ token: 'token-9' })

const cart = serverCart([cartLine({ qty: 2 })])
const reply = { status: 200, body: { status: true, ...cart } }

describe('cart calls', () => {
  it('getCart answers the cart without the envelope flag', async () => {
    server().on('GET /user/cart/get', reply)
    await expect(getCart()).resolves.toEqual(cart)
    expect(server().requests[0]?.authorization).toBe('Bearer token-9')
  })

  it('addCartItemsBulk posts { items } and answers the new cart', async () => {
    server().on('POST /user/cart/add-bulk', reply)
    const items = [
      {
        menu_item_id: 'doner',
        quantity: 2,
        instructions: 'no onions',
        addons: [{ addon_id: 'sauces', addon_item_id: ['garlic', 'chilli'] }],
      },
    ]
    await expect(addCartItemsBulk(items)).resolves.toEqual(cart)
    expect(server().requests[0]?.body).toEqual({ items })
  })

  it('removeCartItem and updateCartQuantity send the SPEC field names', async () => {
    server().on('POST /user/cart/del', reply)
    server().on('POST /user/cart/update-quantity', reply)
    await removeCartItem('line-1')
    await updateCartQuantity('line-2', 3)
    expect(server().requests.map((r) => r.body)).toEqual([
      { cartItemId: 'line-1' },
      { cart_id: 'line-2', quantity: 3 },
    ])
  })

  it.each([
    ['add-bulk', () => addCartItemsBulk([]), 'Failed to bulk add to cart'],
    ['del', () => removeCartItem('x'), 'Failed to remove item'],
    [
      'update-quantity',
      () => updateCartQuantity('x', 2),
      'Failed to update cart quantity',
    ],
  ])('%s falls back to the SPEC text', async (path, call, text) => {
    server().on(`POST /user/cart/${path}`, {
      status: 500,
      body: { status: false },
    })
    await expect(call()).rejects.toThrow(text)
  })

  it('addCartItemsBulk can carry the single-add fallback', async () => {
    server().on('POST /user/cart/add-bulk', { status: 500, body: {} })
    await expect(addCartItemsBulk([], 'Failed to add to cart')).rejects.toThrow(
      'Failed to add to cart',
    )
  })

  it('getDeliveryFee answers fee and miles, or the server message', async () => {
    server().on('POST /user/cart/get-delivery-fee', {
      status: 200,
      body: { status: true, deliveryFee: 250, mile: 2, data: {} },
    })
    await expect(getDeliveryFee('BT9 6DW')).resolves.toEqual({
      deliveryFee: 250,
      mile: 2,
    })
    expect(server().requests[0]?.body).toEqual({ postcode: 'BT9 6DW' })
    server().on('POST /user/cart/get-delivery-fee', {
      status: 422,
      body: {
        status: false,
        message: 'Sorry, BT17 is outside our delivery range.',
      },
    })
    await expect(getDeliveryFee('BT17 0XY')).rejects.toThrow(
      'Sorry, BT17 is outside our delivery range.',
    )
  })

  it('refuses without a token, without calling', async () => {
    resetStore()
    await expect(getCart()).rejects.toMatchObject({ code: 'NO_TOKEN' })
    expect(server().requests).toHaveLength(0)
  })
})
