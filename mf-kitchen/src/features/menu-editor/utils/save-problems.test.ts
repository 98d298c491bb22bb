import { ApiError } from '@food/shared/api'
import { describe, expect, it } from 'vitest'
import { dishFieldOf } from './dish-draft'
import { problemsOf } from './save-problems'

describe('problemsOf', () => {
  it('puts each text by the field it names, the rest in the alert', () => {
    const error = new ApiError(
      400,
      'VALIDATION_ERROR',
      'price: Prices must be between £0.01 and £500.00.; allergens.0: Choose allergens from the 14 UK allergens, each once.; allergens.1: Choose allergens from the 14 UK allergens, each once.; version: version must be the version you loaded',
    )
    expect(problemsOf(error, dishFieldOf)).toEqual({
      fields: {
        price: 'Prices must be between £0.01 and £500.00.',
        allergens: 'Choose allergens from the 14 UK allergens, each once.',
      },
      alert: 'version: version must be the version you loaded',
      isStale: false,
    })
  })

  it('knows a stale save by its code and keeps the server’s words', () => {
    const error = new ApiError(
      409,
      'STALE_EDIT',
      'This was changed by someone else: reload to see it',
    )
    expect(problemsOf(error, dishFieldOf)).toEqual({
      fields: {},
      alert: 'This was changed by someone else: reload to see it',
      isStale: true,
    })
  })

  it('shows a message without a field whole', () => {
    const error = new ApiError(
      0,
      'NETWORK_ERROR',
      'That change could not be saved.',
    )
    expect(problemsOf(error, dishFieldOf).alert).toBe(
      'That change could not be saved.',
    )
  })
})
