import { describe, expect, it } from 'vitest'
import { formatDuration } from './format-duration'

describe('formatDuration', () => {
  it.each([
    [null, '–'],
    [45, '45 s'],
    [60, '1 min'],
    [270, '4 min 30 s'],
    [3900, '1 h 5 min'],
    [7200, '2 h'],
  ])('%j seconds read %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })
})
