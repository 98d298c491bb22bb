import { describe, expect, it } from 'vitest'
import { nextTabIndex } from './next-tab-index'

describe('nextTabIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from tab %i of 3 goes to tab %i', (key, current, expected) => {
    expect(nextTabIndex(key, current, 3)).toBe(expected)
  })

  it('leaves other keys to the page', () => {
    expect(nextTabIndex('Enter', 0, 3)).toBeNull()
    expect(nextTabIndex('ArrowDown', 0, 3)).toBeNull()
  })
})
