import { describe, expect, it } from 'vitest'
import { moved } from './move'

describe('moved', () => {
  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moves item %i by %i', (index, step, expected) => {
    expect(moved(['a', 'b', 'c'], index, step)).toEqual(expected)
  })
})
