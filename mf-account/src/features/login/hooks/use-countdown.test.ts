import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from './use-countdown'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useCountdown', () => {
  it('counts down a second at a time and stops at 0', () => {
    const { result } = renderHook(() => useCountdown())
    expect(result.current.seconds).toBe(0)

    act(() => result.current.start(25))
    expect(result.current.seconds).toBe(25)

    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current.seconds).toBe(24)

    act(() => vi.advanceTimersByTime(23_000))
    expect(result.current.seconds).toBe(1)

    act(() => vi.advanceTimersByTime(5_000))
    expect(result.current.seconds).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('restarts from a new value and rounds part seconds up', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start(10))
    act(() => vi.advanceTimersByTime(3_000))
    expect(result.current.seconds).toBe(7)

    act(() => result.current.start(2.2))
    expect(result.current.seconds).toBe(3)
    act(() => result.current.start(-5))
    expect(result.current.seconds).toBe(0)
  })
})
