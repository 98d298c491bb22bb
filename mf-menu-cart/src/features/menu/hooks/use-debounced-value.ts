import { useEffect, useState } from 'react'

/**
 * `value`, once it has stopped changing for `delayMs`: a search starts when typing pauses.
 * Values for which `isImmediate` holds (an emptied box) pass at once, so a stale value
 * never comes back when typing starts again.
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  isImmediate: (value: T) => boolean = () => false,
): T {
  const [settled, setSettled] = useState(value)
  const immediate = isImmediate(value)
  useEffect(() => {
    if (immediate) {
      setSettled(value)
      return
    }
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs, immediate])
  return immediate ? value : settled
}
