import { ApiError } from '@food/shared/api'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from './field-errors'

describe('fieldErrors', () => {
  it.each([
    [
      new ApiError(
        400,
        'VALIDATION_ERROR',
        'title: Give the post a title.; tags.1: A tag cannot be empty.; tags: A post has at most 8 tags.',
      ),
      { title: 'Give the post a title.', tags: 'A tag cannot be empty.' },
    ],
    [
      new ApiError(409, 'SLUG_TAKEN', 'The address (slug) “a” is taken.'),
      { slug: 'The address (slug) “a” is taken.' },
    ],
    [new ApiError(400, 'VALIDATION_ERROR', 'body: is invalid'), {}],
    [new ApiError(409, 'STALE_EDIT', 'title: not a field error'), {}],
    [new Error('title: no'), {}],
  ])('%s → %j', (error, expected) => {
    expect(fieldErrors(error)).toEqual(expected)
  })
})
