import { describe, expect, it } from 'vitest'
import { makeIdempotencyKey } from './idempotency-key'

describe('makeIdempotencyKey', () => {
  const UUID_V4 =
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('makes a different UUID each time', () => {
    const first = makeIdempotencyKey()
    expect(first).toMatch(UUID_V4)
    expect(makeIdempotencyKey()).not.toBe(first)
  })

  it('makes one without crypto.randomUUID (plain-http pages)', () => {
    // Shadows the prototype's method on this object only; deleting it brings it back.
    Object.defineProperty(crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    })
    try {
      expect(makeIdempotencyKey()).toMatch(UUID_V4)
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID')
    }
  })
})
