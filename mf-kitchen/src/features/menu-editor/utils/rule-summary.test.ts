import { describe, expect, it } from 'vitest'
import { ruleExplanation, ruleSummary, usedByText } from './rule-summary'

describe('ruleSummary', () => {
  it.each([
    [1, 1, 'Pick 1 (required)'],
    [0, 3, 'Up to 3'],
    [0, 1, 'Pick 1 if you like'],
    [2, 2, 'Pick 2 (required)'],
    [1, 3, 'Pick 1 to 3 (required)'],
  ])('min %i max %i reads “%s”', (min, max, text) => {
    expect(ruleSummary(min, max)).toBe(text)
  })
})

describe('ruleExplanation', () => {
  it.each([
    [0, 1, 'Customers may pick one, or none (minimum 0, maximum 1).'],
    [0, 3, 'Customers may pick up to 3, or none (minimum 0, maximum 3).'],
    [1, 1, 'Customers must pick exactly 1 (minimum 1, maximum 1).'],
    [
      1,
      3,
      'Customers must pick at least 1 and at most 3 (minimum 1, maximum 3).',
    ],
  ])('min %i max %i: %s', (min, max, text) => {
    expect(ruleExplanation(min, max)).toBe(text)
  })
})

describe('usedByText', () => {
  it.each([
    [0, 'Not used by any dish yet'],
    [1, 'Used by 1 dish'],
    [7, 'Used by 7 dishes'],
  ])('%i → %s', (count, text) => {
    expect(usedByText(count)).toBe(text)
  })
})
