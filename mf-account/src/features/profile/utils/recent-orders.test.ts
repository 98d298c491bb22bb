import { placedOrder } from '@food/shared/testing'
import type { Order } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { recentOrders } from './recent-orders'

const order = (id: string, updatedAt: string): Order =>
  placedOrder({
    _id: id,
    order_id: id,
    order_status: 'pending',
    payment_mode: 'COD',
    updatedAt,
    items: [],
  })

describe('recentOrders', () => {
  it('keeps the most recently updated orders, latest change first', () => {
    const orders = [
      order('a', '2025-03-01T12:00:00Z'),
      order('b', '2025-03-03T12:00:00Z'),
      order('c', '2025-03-02T12:00:00Z'),
    ]

    expect(recentOrders(orders, 2).map((o) => o._id)).toEqual(['b', 'c'])
  })

  it('puts an order with an unreadable date last', () => {
    const orders = [
      order('x', 'not a date'),
      order('y', '2025-03-01T12:00:00Z'),
    ]

    expect(recentOrders(orders, 5).map((o) => o._id)).toEqual(['y', 'x'])
  })
})
