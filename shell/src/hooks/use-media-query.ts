import { useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now; re-renders when it changes. The
 * server, and the browser while it hydrates, render as if it did not match.
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

export const DESKTOP_QUERY = '(min-width: 768px)'
