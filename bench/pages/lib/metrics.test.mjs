import { describe, expect, it } from 'vitest'
import {
  cumulativeLayoutShift,
  median,
  summariseRequests,
  totalBlockingTime,
} from './metrics.mjs'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('leaves failed loads out, and has no median without values', () => {
    expect(median([null, 7, undefined, 9, 8])).toBe(8)
    expect(median([null])).toBeNull()
  })
})

describe('cumulativeLayoutShift', () => {
  it('keeps the worst session window, not the sum of all shifts', () => {
    const shifts = [
      { startTime: 100, value: 0.02 },
      { startTime: 600, value: 0.03 },
      // More than a second later: a new window.
      { startTime: 2000, value: 0.01 },
    ]
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.05)
  })

  it('closes a window after five seconds even when shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({
      startTime: index * 900,
      value: 0.01,
    }))
    // 0, 900, …, 4500 fit in the first five seconds: six shifts.
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06)
  })

  it('leaves out shifts caused by input', () => {
    expect(
      cumulativeLayoutShift([
        { startTime: 10, value: 0.5, hadRecentInput: true },
      ]),
    ).toBe(0)
  })
})

describe('totalBlockingTime', () => {
  it('counts each long task beyond 50 ms, only inside the window', () => {
    const tasks = [
      { startTime: 0, duration: 200 }, // 100 ms after FCP at 100: 50 blocking
      { startTime: 300, duration: 120 }, // 70 blocking
      { startTime: 500, duration: 40 }, // not long
      { startTime: 900, duration: 300 }, // clipped at 1000: 50 blocking
    ]
    expect(totalBlockingTime(tasks, 100, 1000)).toBe(170)
  })
})

describe('summariseRequests', () => {
  it('counts requests and body bytes per kind up to a moment', () => {
    const requests = [
      { kind: 'js', startWall: 10, bodyBytes: 1000 },
      { kind: 'js', startWall: 20, bodyBytes: 500 },
      { kind: 'img', startWall: 30, bodyBytes: 200 },
      { kind: 'js', startWall: 99, bodyBytes: 7000 },
    ]
    const summary = summariseRequests(requests, 50)
    expect(summary.requests).toBe(3)
    expect(summary.bytes).toBe(1700)
    expect(summary.byKind.js).toEqual({ requests: 2, bytes: 1500 })
  })
})
