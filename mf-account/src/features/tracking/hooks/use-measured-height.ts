import { type RefCallback, useCallback, useState } from 'react'

/** A ref for an element and its current height in pixels (0 until measured). */
export function useMeasuredHeight<T extends HTMLElement>(): [
  RefCallback<T>,
  number,
] {
  const [height, setHeight] = useState(0)
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, height]
}
