import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the page is server-rendered or being hydrated, true after:
 * what only the browser can know waits until then, so the first browser
 * render matches the server's HTML. On a client-rendered page it is true
 * from the start.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
