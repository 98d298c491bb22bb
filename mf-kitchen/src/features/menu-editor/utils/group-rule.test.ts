import { describe, expect, it } from 'vitest'
import { ruleDraftOf, ruleNumbers } from './group-rule'

describe('the rule chooser', () => {
  it.each([
    [0, 3, 'optional'],
    [0, 1, 'optional'],
    [1, 1, 'one'],
    [1, 3, 'range'],
    [2, 2, 'range'],
  ] as const)(
    'shows min %i max %i as %s and gives them back',
    (min, max, kind) => {
      const rule = ruleDraftOf(min, max)
      expect(rule.kind).toBe(kind)
      expect(ruleNumbers(rule)).toEqual({ min, max })
    },
  )

  it('maps each choice to the numbers the API stores', () => {
    const rule = ruleDraftOf(0, 1)
    expect(ruleNumbers({ ...rule, kind: 'optional', upTo: '4' })).toEqual({
      min: 0,
      max: 4,
    })
    expect(ruleNumbers({ ...rule, kind: 'one' })).toEqual({ min: 1, max: 1 })
    expect(ruleNumbers({ ...rule, kind: 'range', min: '2', max: '3' })).toEqual(
      { min: 2, max: 3 },
    )
  })

  it.each(['', '1.5', '-1', 'two'])('refuses %j as a number', (text) => {
    expect(
      ruleNumbers({ kind: 'optional', upTo: text, min: '1', max: '2' }),
    ).toBeNull()
  })
})
