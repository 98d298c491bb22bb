import type { AddonGroup } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { addonGroup, kebabWithAddons } from '../../../test/addon-fixtures'
import {
  choiceRule,
  clampQuantity,
  cleanInstructions,
  isSingleChoice,
  missingChoices,
  toggleAddon,
  unitPrice,
} from './addon-choice'

const group = (min: number, max: number, size = 4): AddonGroup =>
  addonGroup('g', 'Extras', min, max, size)

describe('choiceRule', () => {
  it.each([
    [1, 1, 4, 'Choose 1'],
    [2, 2, 4, 'Choose 2'],
    [0, 3, 4, 'Choose up to 3'],
    [0, 1, 4, 'Optional'],
    [1, 2, 4, 'Choose 1 to 2'],
    [0, 4, 4, 'Optional'],
    [0, 9, 4, 'Optional'],
    [1, 4, 4, 'Choose at least 1'],
  ])('min %i, max %i of %i add-ons reads %s', (min, max, size, rule) => {
    expect(choiceRule(group(min, max, size))).toBe(rule)
  })

  it('uses radio buttons for one pick at most, required or optional', () => {
    expect(isSingleChoice(group(1, 1))).toBe(true)
    expect(isSingleChoice(group(0, 1))).toBe(true)
    expect(isSingleChoice(group(1, 2))).toBe(false)
  })
})

describe('toggleAddon', () => {
  it('replaces the pick of a single-choice group', () => {
    expect(toggleAddon(group(1, 1), ['g-1'], 'g-2', true)).toEqual(['g-2'])
  })

  it('clears the pick of an optional single-choice group ("None")', () => {
    expect(toggleAddon(group(0, 1), ['g-1'], 'g-1', false)).toEqual([])
  })

  it('adds and removes checkbox picks', () => {
    expect(toggleAddon(group(0, 3), ['g-1'], 'g-2', true)).toEqual([
      'g-1',
      'g-2',
    ])
    expect(toggleAddon(group(0, 3), ['g-1', 'g-2'], 'g-1', false)).toEqual([
      'g-2',
    ])
  })

  it('ignores a pick past the maximum, a repeat and an unknown add-on', () => {
    expect(toggleAddon(group(0, 2), ['g-1', 'g-2'], 'g-3', true)).toEqual([
      'g-1',
      'g-2',
    ])
    expect(toggleAddon(group(0, 2), ['g-1'], 'g-1', true)).toEqual(['g-1'])
    expect(toggleAddon(group(0, 2), [], 'other', true)).toEqual([])
  })
})

describe('missingChoices', () => {
  it('lists the groups below their minimum and by how much', () => {
    const groups = [group(1, 1), addonGroup('h', 'Sides', 2, 3), group(0, 2)]
    const missing = missingChoices(groups, { h: ['h-1'] })
    expect(missing.map(({ group, lacking }) => [group.name, lacking])).toEqual([
      ['Extras', 1],
      ['Sides', 1],
    ])
    expect(missingChoices(groups, { g: ['g-1'], h: ['h-1', 'h-2'] })).toEqual(
      [],
    )
  })
})

describe('unitPrice', () => {
  it('adds the chosen add-ons to the dish price', () => {
    // 1350 + large 200 + garlic mayo 50 + cheese 100 (free chilli adds 0)
    expect(
      unitPrice(kebabWithAddons, {
        size: ['size-large'],
        sauce: ['sauce-garlic', 'sauce-chilli'],
        extras: ['extra-cheese'],
      }),
    ).toBe(1700)
    expect(unitPrice(kebabWithAddons, {})).toBe(1350)
  })
})

describe('clampQuantity', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [7, 7],
    [50, 50],
    [51, 50],
    [Number.NaN, 1],
    [2.7, 2],
  ])('%d becomes %d', (quantity, clamped) => {
    expect(clampQuantity(quantity)).toBe(clamped)
  })
})

describe('cleanInstructions', () => {
  it('keeps line breaks, drops other control characters and stops at 200', () => {
    expect(cleanInstructions('No onions\nExtra\tcrispy\u0000\u0007')).toBe(
      'No onions\nExtra\tcrispy',
    )
    expect(cleanInstructions('a'.repeat(250))).toHaveLength(200)
  })
})
