import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { errorMessage } from './error-message'

describe('errorMessage', () => {
  it.each([
    [
      'an error with a message',
      new Error('Name is required.'),
      'Name is required.',
    ],
    ['an error without one', new Error(''), 'Fallback'],
    ['a thrown string', 'boom', 'Fallback'],
    ['nothing', undefined, 'Fallback'],
  ])('gives the text of %s', (_, error, expected) => {
    expect(errorMessage(error, 'Fallback')).toBe(expected)
  })

  it("gives an API error's message", () => {
    const error = new ApiError(409, 'CART_EMPTY', 'Your basket is empty.')
    expect(errorMessage(error, 'Fallback')).toBe('Your basket is empty.')
  })
})
