import type { OrderPayload } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { attemptFor } from './order-attempt'

const delivery: OrderPayload = {
  order_type: 'delivery',
  address_id: 'a1',
  payment_method: 'cash',
}

function keys() {
  let made = 0
  return () => {
    made += 1
    return `key-${made}`
  }
}

describe('attemptFor', () => {
  it('makes a key for the first attempt', () => {
    expect(attemptFor(null, delivery, keys()).key).toBe('key-1')
  })

  it('keeps the key while the payload is the same', () => {
    const makeKey = keys()
    const first = attemptFor(null, delivery, makeKey)

    expect(attemptFor(first, { ...delivery }, makeKey).key).toBe('key-1')
  })

  it.each<[string, Partial<OrderPayload>]>([
    ['the payment method', { payment_method: 'card' }],
    ['the address', { address_id: 'a2' }],
    ['the note', { note: 'Ring the bell' }],
    ['the order type', { order_type: 'collection', address_id: undefined }],
  ])('makes a new key when %s changes', (_, change) => {
    const makeKey = keys()
    const first = attemptFor(null, delivery, makeKey)

    expect(attemptFor(first, { ...delivery, ...change }, makeKey).key).toBe(
      'key-2',
    )
  })
})
