import { placedOrder } from '@food/shared/testing'
import { describe, expect, it } from 'vitest'
import { trackingTime } from './tracking-time'

// 18:45 UTC in July is 19:45 in Belfast.
const expected_at = '2026-07-01T18:45:00.000Z'
const createdAt = '2026-07-01T18:05:00.000Z'

describe('trackingTime', () => {
  it('is the kitchen’s quoted time while a delivery is on its way', () => {
    expect(
      trackingTime(
        placedOrder({
          order_status: 'out_for_delivery',
          order_type: 'delivery',
          expected_at,
          createdAt,
          updatedAt: createdAt,
        }),
      ),
    ).toEqual({
      iso: expected_at,
      clock: '19:45',
      meaning: 'Arriving around 19:45',
      isLate: false,
    })
  })

  it('is the ready time while a collection cooks', () => {
    expect(
      trackingTime(
        placedOrder({
          order_status: 'preparing',
          order_type: 'collection',
          expected_at,
          createdAt,
          updatedAt: createdAt,
        }),
      )?.meaning,
    ).toBe('Ready around 19:45')
  })

  it('is the placed time before the kitchen quotes one, and once it is done', () => {
    for (const order_status of ['pending', 'delivered']) {
      expect(
        trackingTime(
          placedOrder({
            order_status,
            order_type: 'delivery',
            expected_at: order_status === 'pending' ? null : expected_at,
            createdAt,
            updatedAt: expected_at,
          }),
        ),
      ).toEqual({
        iso: createdAt,
        clock: '19:05',
        meaning: 'Placed at 19:05',
        isLate: false,
      })
    }
  })

  it('is nothing for an order without a readable time', () => {
    expect(
      trackingTime(
        placedOrder({
          order_status: 'pending',
          expected_at: null,
          createdAt: 'not a date',
          updatedAt: 'not a date',
        }),
      ),
    ).toBeNull()
  })
})
