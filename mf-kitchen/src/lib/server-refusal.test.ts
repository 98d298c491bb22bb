import { describe, expect, it } from 'vitest'
import { splitRefusal } from './server-refusal'

describe('splitRefusal', () => {
  it.each([
    [
      'price: Prices must be between £0.01 and £500.00.',
      [{ path: ['price'], text: 'Prices must be between £0.01 and £500.00.' }],
    ],
    [
      'options.0.price: Option prices must be between £0.00 and £50.00.',
      [
        {
          path: ['options', '0', 'price'],
          text: 'Option prices must be between £0.00 and £50.00.',
        },
      ],
    ],
    [
      'name: Names must be 1 to 60 characters.; price: Prices must be between £0.01 and £500.00.',
      [
        { path: ['name'], text: 'Names must be 1 to 60 characters.' },
        { path: ['price'], text: 'Prices must be between £0.01 and £500.00.' },
      ],
    ],
    [
      'This was changed by someone else: reload to see it',
      [
        {
          path: [],
          text: 'This was changed by someone else: reload to see it',
        },
      ],
    ],
    [
      'categoryId: that category was not found. Reload the menu.',
      [
        {
          path: ['categoryId'],
          text: 'that category was not found. Reload the menu.',
        },
      ],
    ],
    ['Something went wrong.', [{ path: [], text: 'Something went wrong.' }]],
  ])('%s', (message, parts) => {
    expect(splitRefusal(message)).toEqual(parts)
  })
})
