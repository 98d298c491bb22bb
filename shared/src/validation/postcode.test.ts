import { describe, expect, it } from 'vitest'
import {
  isBelfastPostcode,
  normalisePostcode,
  validatePostcode,
} from './postcode'

const OUTSIDE = "Sorry we don't deliver outside Belfast."

describe('Belfast postcodes', () => {
  it.each([
    ['BT1 1AA', null],
    ['bt17 0xy', null],
    ['BT9 5AB', null],
    ['BT11AA', null],
    [' BT12 6DF ', null],
    ['BT18 9AB', OUTSIDE],
    ['BT0 1AA', OUTSIDE],
    ['BT40 1AA', OUTSIDE],
    ['AB1 1AA', OUTSIDE],
    ['SW1A 1AA', OUTSIDE],
    ['BT1', OUTSIDE],
    ['BT1 1A', OUTSIDE],
    ['BT1 1CI', OUTSIDE],
    ['hello', OUTSIDE],
    ['', 'postcode is required.'],
    ['   ', 'postcode is required.'],
  ])('%j → %j', (postcode, expected) => {
    expect(validatePostcode(postcode)).toBe(expected)
    expect(isBelfastPostcode(postcode)).toBe(expected === null)
  })

  it.each([
    ['bt17 0xy', 'BT17 0XY'],
    ['bt11aa', 'BT1 1AA'],
    ['  BT9   5AB ', 'BT9 5AB'],
  ])('normalises %j to %j', (value, expected) => {
    expect(normalisePostcode(value)).toBe(expected)
  })
})
