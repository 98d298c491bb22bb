import { placedOrder } from '@food/shared/testing'
import type { Order } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from './format-date-time'
import { newestFirst } from './newest-first'

const order = (id: string, createdAt: string, updatedAt: string): Order =>
  placedOrder({
    _id: id,
    order_id: id,
    order_status: 'pending',
    payment_mode: 'COD',
    createdAt,
    updatedAt,
    items: [],
  })

describe('newestFirst', () => {
  it('orders by when they were placed, not by their last update', () => {
    const orders = [
      order('old-but-updated', '2025-03-01T12:00:00Z', '2025-03-09T12:00:00Z'),
      order('newest', '2025-03-05T12:00:00Z', '2025-03-05T12:00:00Z'),
    ]

    expect(newestFirst(orders).map((o) => o._id)).toEqual([
      'newest',
      'old-but-updated',
    ])
  })
})

describe('formatDateTime', () => {
  it.each([
    ['2025-11-21T18:42:00Z', '21 Nov 2025, 18:42'],
    // British Summer Time: UTC 17:05 is 18:05 in Belfast.
    ['2025-07-04T17:05:00Z', '4 Jul 2025, 18:05'],
    ['not a date', ''],
  ])('%s reads %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected)
  })
})
