import { placedOrder } from '@food/shared/testing'
import { describe, expect, it } from 'vitest'
import { statusMessage } from './status-message'

describe('statusMessage', () => {
  it('adds the quoted time while the food is cooked or on its way', () => {
    expect(
      statusMessage(
        placedOrder({
          order_status: 'out_for_delivery',
          order_type: 'delivery',
          expected_at: '2026-12-01T20:05:00.000Z',
          reject_reason: null,
        }),
      ),
    ).toEqual({
      label: 'Out for Delivery',
      detail: 'On its way to you. Arriving around 20:05.',
    })
  })

  it('gives the restaurant’s reason for a rejection', () => {
    expect(
      statusMessage(
        placedOrder({
          order_status: 'rejected',
          order_type: 'collection',
          expected_at: null,
          reject_reason: 'The restaurant did not respond in time',
        }),
      ),
    ).toEqual({
      label: 'Rejected',
      detail:
        'The restaurant could not take this order. The restaurant did not respond in time.',
    })
  })

  it('keeps the plain message before a time is quoted', () => {
    expect(
      statusMessage(
        placedOrder({
          order_status: 'pending',
          order_type: 'delivery',
          expected_at: null,
        }),
      ),
    ).toEqual({
      label: 'Pending Confirmation',
      detail: 'The restaurant will confirm it shortly.',
    })
  })

  it('says the order waits for the card payment', () => {
    expect(
      statusMessage(
        placedOrder({
          order_status: 'awaiting_payment',
          order_type: 'delivery',
          expected_at: null,
        }),
      ),
    ).toEqual({
      label: 'Awaiting Payment',
      detail: 'Waiting for your card payment.',
    })
  })

  it('gives the reason a cancelled order ended, else the plain message', () => {
    const reason =
      'The card payment was not completed in time, so the order was cancelled. Nothing was charged.'
    expect(
      statusMessage(
        placedOrder({
          order_status: 'cancelled',
          order_type: 'collection',
          expected_at: null,
          cancel_reason: reason,
        }),
      ).detail,
    ).toBe(reason)
    expect(
      statusMessage(
        placedOrder({
          order_status: 'cancelled',
          order_type: 'collection',
          expected_at: null,
          cancel_reason: null,
        }),
      ).detail,
    ).toBe('This order was cancelled. Call us if that is a surprise.')
  })
})
