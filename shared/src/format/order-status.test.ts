import { describe, expect, it } from 'vitest'
import { placedOrder } from '../testing/factories'
import {
  isRefundedInFull,
  orderStatusLabel,
  orderTiming,
  paymentLabel,
} from './order-status'

describe('orderStatusLabel', () => {
  it.each([
    ['pending', 'Pending Confirmation'],
    ['preparing', 'Preparing'],
    ['ready', 'Ready for Pickup'],
    ['out_for_delivery', 'Out for Delivery'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['rejected', 'Rejected'],
    ['processing', 'Processing'],
    ['refunded', 'Processing'],
    ['toString', 'Processing'],
    ['', 'Processing'],
    [null, 'Processing'],
    [undefined, 'Processing'],
  ])('%j → %s', (status, expected) => {
    expect(orderStatusLabel(status)).toBe(expected)
  })
})

describe('orderStatusLabel by order type', () => {
  it.each([
    ['delivered', 'collection', 'Collected'],
    ['delivered', 'delivery', 'Delivered'],
    ['delivered', undefined, 'Delivered'],
    ['ready', 'collection', 'Ready for Pickup'],
    ['cancelled', 'collection', 'Cancelled'],
  ] as const)('%s of a %s → %s', (status, type, expected) => {
    expect(orderStatusLabel(status, type)).toBe(expected)
  })
})

describe('paymentLabel', () => {
  it.each([
    ['COD', 'pending', 'Pending'],
    ['COD', 'delivered', 'Pending'],
    ['COD', 'rejected', 'Not charged'],
    ['COD', 'cancelled', 'Not charged'],
    ['CARD', 'preparing', 'Paid'],
    ['CARD', 'rejected', 'Paid'],
    ['online', 'pending', 'Paid'],
    [undefined, 'pending', 'Paid'],
  ])('%j, %s → %s', (payment_mode, order_status, expected) => {
    expect(
      paymentLabel({ payment_mode, order_status } as Parameters<
        typeof paymentLabel
      >[0]),
    ).toBe(expected)
  })
})

describe('orderTiming', () => {
  // 18:45 UTC in July is 19:45 in Belfast.
  const expected_at = '2026-07-01T18:45:00.000Z'

  it('says when a collection will be ready while it cooks', () => {
    expect(
      orderTiming(
        placedOrder({
          order_status: 'preparing',
          order_type: 'collection',
          expected_at,
        }),
      ),
    ).toBe('Ready around 19:45')
    expect(
      orderTiming(
        placedOrder({
          order_status: 'ready',
          order_type: 'collection',
          expected_at,
        }),
      ),
    ).toBeNull()
  })

  it('says when a delivery will arrive until it does', () => {
    for (const order_status of ['preparing', 'out_for_delivery']) {
      expect(
        orderTiming(
          placedOrder({ order_status, order_type: 'delivery', expected_at }),
        ),
      ).toBe('Arriving around 19:45')
    }
    expect(
      orderTiming(
        placedOrder({
          order_status: 'delivered',
          order_type: 'delivery',
          expected_at,
        }),
      ),
    ).toBeNull()
  })

  it('says nothing before the kitchen quotes a time', () => {
    expect(
      orderTiming(
        placedOrder({
          order_status: 'pending',
          order_type: 'delivery',
          expected_at: null,
        }),
      ),
    ).toBeNull()
  })

  // 19:05 and 19:30 in Belfast (BST).
  const promised_at = '2026-07-01T18:05:00.000Z'
  const scheduled_for = '2026-07-01T18:30:00.000Z'
  it.each([
    [
      'a delivery placed for as soon as possible',
      'pending',
      'delivery',
      { promised_at },
      'Arriving around 19:05',
    ],
    [
      'a collection placed for as soon as possible',
      'pending',
      'collection',
      { promised_at },
      'Ready around 19:05',
    ],
    [
      'an order for later, not yet accepted',
      'pending',
      'delivery',
      { promised_at: scheduled_for, scheduled_for },
      'Scheduled for 19:30',
    ],
    [
      "an order for later, accepted: the kitchen's time",
      'preparing',
      'delivery',
      { promised_at: expected_at, expected_at, scheduled_for },
      'Arriving around 19:45',
    ],
    [
      "the kitchen's time wins over the promise",
      'preparing',
      'collection',
      { promised_at, expected_at },
      'Ready around 19:45',
    ],
    ['a rejected order', 'rejected', 'delivery', { promised_at }, null],
    [
      'a cancelled order for later',
      'cancelled',
      'collection',
      { promised_at, scheduled_for },
      null,
    ],
    [
      'an order waiting for its online payment',
      'awaiting_payment',
      'delivery',
      { promised_at },
      null,
    ],
  ] as const)('%s', (_label, order_status, order_type, times, text) => {
    expect(
      orderTiming(placedOrder({ order_status, order_type, ...times })),
    ).toBe(text)
  })
})

describe('isRefundedInFull', () => {
  it.each([
    [0, 0, false],
    [2860, 0, false],
    [2860, 150, false],
    [2860, 2860, true],
  ])('paid %i, refunded %i → %s', (paid, refunded, expected) => {
    expect(
      isRefundedInFull({ paid_amount: paid, refunded_amount: refunded }),
    ).toBe(expected)
  })
})

describe('orderTiming past the promised time', () => {
  // 19:45 in Belfast (BST).
  const expected_at = '2026-07-01T18:45:00.000Z'
  const later = Date.parse('2026-07-01T18:50:00.000Z')
  const earlier = Date.parse('2026-07-01T18:40:00.000Z')

  it.each([
    ['a collection still cooking', 'preparing', 'collection'],
    ['a delivery still cooking', 'preparing', 'delivery'],
  ] as const)(
    '%s says it is running late, with the time promised',
    (_, order_status, order_type) => {
      expect(
        orderTiming(
          placedOrder({ order_status, order_type, expected_at }),
          later,
        ),
      ).toBe('Running late — the kitchen is on it (promised for 19:45)')
    },
  )

  it('names the time while it is still to come, or without a clock to compare with', () => {
    const order = placedOrder({
      order_status: 'preparing',
      order_type: 'delivery',
      expected_at,
    })
    expect(orderTiming(order, earlier)).toBe('Arriving around 19:45')
    expect(orderTiming(order)).toBe('Arriving around 19:45')
  })

  it('says a delivery on the road past its time is late and on its way', () => {
    const onTheRoad = placedOrder({
      order_status: 'out_for_delivery',
      order_type: 'delivery',
      expected_at,
    })
    expect(orderTiming(onTheRoad, later)).toBe(
      'Running late — on its way to you (promised for 19:45)',
    )
    expect(orderTiming(onTheRoad, earlier)).toBe('Arriving around 19:45')
  })

  it('is not late before the kitchen accepted it', () => {
    expect(
      orderTiming(
        placedOrder({
          order_status: 'pending',
          order_type: 'collection',
          promised_at: expected_at,
        }),
        later,
      ),
    ).toBe('Ready around 19:45')
  })
})
