import { describe, expect, it } from 'vitest'
import { slotWidth } from './sizes'

const SIZES =
  '(min-width: 800px) 736px, (min-width: 500px) calc(50vw - 24px), 100vw'

describe('slotWidth', () => {
  it.each([
    [1280, 736],
    [800, 736],
    [600, 276],
    [390, 390],
  ])('reads %ipx as %ipx', (vw, width) => {
    expect(slotWidth(SIZES, vw)).toBe(width)
  })

  it('refuses what it cannot read rather than guess', () => {
    expect(() => slotWidth('50em', 390)).toThrow('50em')
  })
})
