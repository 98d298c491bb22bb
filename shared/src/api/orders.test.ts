import { describe, expect, it } from 'vitest'
import { serverCart } from '../testing/factories'
import { resetStore } from '../testing/reset-store'
import { useTestApi } from '../testing/test-api'
import {
  deleteAddress,
  getAddresses,
  setPrimaryAddress,
  updateAddress,
} from './addresses'
import { getOrders, reorder, submitOrder } from './orders'
import { searchMenu } from './search'

const server = useTestApi({ token: 'token-9' })

const order = {
  _id: 'o1',
  order_id: '1042',
  order_status: 'pending',
  payment_mode: 'COD',
  updatedAt: '2026-11-21T19:00:00.000Z',
  items: [{ menuItem: { name: 'Adana Kebab' }, quantity: 2 }],
}

describe('order calls', () => {
  it('submitOrder sends the payload with its Idempotency-Key', async () => {
    server().on('POST /user/order/submit', {
      status: 201,
      body: { status: true, message: 'Thank you!', data: order },
    })
    const payload = {
      order_type: 'collection' as const,
      payment_method: 'cash' as const,
    }
    await expect(submitOrder(payload, 'key-1')).resolves.toEqual({
      order,
      message: 'Thank you!',
    })
    expect(server().requests[0]?.body).toEqual(payload)
    expect(server().requests[0]?.headers['idempotency-key']).toBe('key-1')
  })

  it('submitOrder shows the server refusal, else Error submitting order', async () => {
    server().on('POST /user/order/submit', {
      status: 422,
      body: { status: false, message: 'Delivery orders start at £12.00.' },
    })
    await expect(
      submitOrder({ order_type: 'collection', payment_method: 'cash' }, 'k'),
    ).rejects.toThrow('Delivery orders start at £12.00.')
    server().on('POST /user/order/submit', { status: 502, body: 'Bad gateway' })
    await expect(
      submitOrder({ order_type: 'collection', payment_method: 'cash' }, 'k'),
    ).rejects.toThrow('Error submitting order')
  })

  it('reorder posts to the order, and returns the basket, the sentence and what was left out', async () => {
    const cart = serverCart([])
    const leftOut = [{ name: 'Künefe', reason: 'sold_out' }]
    server().on('POST /user/order/o%201/reorder', {
      body: { status: true, message: 'Added…', left_out: leftOut, ...cart },
    })
    await expect(reorder('o 1')).resolves.toEqual({
      cart,
      message: 'Added…',
      leftOut,
    })
    expect(server().requests[0]?.authorization).toBe('Bearer token-9')
    server().on('POST /user/order/o%201/reorder', { status: 502, body: 'Bad' })
    await expect(reorder('o 1')).rejects.toThrow(
      'That order could not be added to your basket. Try again.',
    )
  })

  it('getOrders reads data, or orders, or nothing', async () => {
    server().on('GET /user/order', {
      status: 200,
      body: { status: true, data: [order] },
    })
    await expect(getOrders()).resolves.toEqual([order])
    server().on('GET /user/order', {
      status: 200,
      body: { status: true, orders: [order] },
    })
    await expect(getOrders()).resolves.toEqual([order])
    server().on('GET /user/order', { status: 200, body: { status: true } })
    await expect(getOrders()).resolves.toEqual([])
  })

  it('getOrders without a token says to log in first', async () => {
    resetStore()
    await expect(getOrders()).rejects.toThrow(
      'No token found, please log in first.',
    )
  })
})

describe('address calls', () => {
  const address = {
    address_id: 'a1',
    _id: 'a1',
    name: 'Home',
    addressLine1: '7 Eglantine Avenue',
    addressLine2: 'Flat 2',
    city: 'Belfast',
    postcode: 'BT9 6DW',
    Phone: '07911123456',
    label: 'home',
    is_primary: true,
  }

  it('sends the SPEC field names', async () => {
    const list = { status: 200, body: { status: true, data: [address] } }
    server().on('GET /user/address/get', list)
    server().on('POST /client/address/del', list)
    server().on('POST /client/address/set_primary', list)
    server().on('POST /client/address/update', {
      status: 200,
      body: { status: true, message: 'ok', data: address },
    })
    await expect(getAddresses()).resolves.toEqual([address])
    await deleteAddress('a2')
    await setPrimaryAddress('a1')
    const { address_id: _a, _id, is_primary: _p, ...fields } = address
    await updateAddress('a1', fields)
    expect(
      server()
        .requests.slice(1)
        .map((r) => r.body),
    ).toEqual([
      { address_id: 'a2' },
      { id: 'a1', is_primary: true },
      { ...fields, address_id: 'a1' },
    ])
  })

  it('falls back to Error fetching addresses', async () => {
    server().on('GET /user/address/get', { status: 500, body: {} })
    await expect(getAddresses()).rejects.toThrow('Error fetching addresses')
  })
})

describe('searchMenu', () => {
  it('posts search and food_type, and resolves image URLs', async () => {
    server().on('POST /search', {
      status: 200,
      body: {
        status: true,
        data: [
          {
            id: 'item-kofte',
            image: '/images/menu/kebab.svg',
            categoryName: 'Kebabs',
          },
        ],
        suggestion: null,
      },
    })
    const { results, suggestion } = await searchMenu('kofte', 'veg')
    expect(server().requests[0]?.body).toEqual({
      search: 'kofte',
      food_type: 'veg',
    })
    expect(results[0]?.imageUrl).toBe(
      `${server().baseURL}/images/menu/kebab.svg`,
    )
    expect(suggestion).toBeNull()
  })

  it.each([
    ['a suggestion', 'pizza', 'pizza'],
    ['none', null, null],
    ['no suggestion field (an older API)', undefined, null],
    ['an empty one', '', null],
  ])('passes on %s', async (_, sent, expected) => {
    server().on('POST /search', {
      status: 200,
      body: { status: true, data: [], suggestion: sent },
    })
    expect(await searchMenu('pissa', 'all')).toEqual({
      results: [],
      suggestion: expected,
    })
  })

  it('falls back to Search failed', async () => {
    server().on('POST /search', { status: 500, body: {} })
    await expect(searchMenu('x', 'all')).rejects.toThrow('Search failed')
  })
})
