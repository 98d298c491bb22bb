import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the page is server-rendered or being hydrated, true after:
 * what only the browser can know waits until then, so the first browser
 * render matches the server's HTML. On a client-rendered page it is true
 * from the start. The shell's remote slots wait on it, and so do pages that
 * the server renders the same for everyone (a skeleton until the session is read).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
