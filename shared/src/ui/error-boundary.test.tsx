import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConsole } from '../testing/console-guard'
import { ErrorBoundary } from './error-boundary'

let shouldThrow: unknown = null

function Fragile() {
  if (shouldThrow !== null) throw shouldThrow
  return <p>All good</p>
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    // React reports every caught render error on the console.
    expectConsole('error')
  })
  afterEach(() => {
    vi.useRealTimers()
    shouldThrow = null
  })

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByText('All good')).toBeTruthy()
  })

  it.each([
    [new Error('Menu exploded'), 'Menu exploded'],
    [new Error(''), 'Something went wrong!'],
    ['a string', 'Something went wrong!'],
    [undefined, 'Something went wrong!'],
  ])('shows the text for %j', (thrown, text) => {
    // null means "render fine" here; undefined is a real (odd) thrown value.
    shouldThrow = thrown
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toBe(text)
  })

  it('resets after 3 seconds and calls onReset', () => {
    const onReset = vi.fn(() => {
      shouldThrow = null
    })
    shouldThrow = new Error('Boom')
    render(
      <ErrorBoundary onReset={onReset}>
        <Fragile />
      </ErrorBoundary>,
    )
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('alert').textContent).toBe('Boom')
    expect(onReset).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onReset).toHaveBeenCalledOnce()
    expect(screen.getByText('All good')).toBeTruthy()
  })
})
