import { remoteModulesForPath } from './route-modules'

/**
 * Slots that are not the page's content (the signed-in customer's tracking bar) wait
 * until the page's own remote has shown its content, so on a phone the menu
 * gets the network and the processor first. They never wait longer than
 * MAX_WAIT_MS, nor at all on a page whose content is the shell's own.
 */
export const MAX_WAIT_MS = 3000

let isShown = false
const waiting = new Set<() => void>()

/** Called once the page's remote content is on screen and the page is idle. */
function markMainContentShown() {
  if (isShown) return
  isShown = true
  for (const release of waiting) release()
  waiting.clear()
}

/** Whether a slot may load now (asked in the browser only: see RemoteSlot). */
export function isMainContentShown() {
  const path = globalThis.location?.pathname ?? '/'
  return isShown || remoteModulesForPath(path).length === 0
}

/** Runs `release` when the main content is shown; returns a cancel function. */
export function onMainContentShown(release: () => void) {
  if (isMainContentShown()) {
    release()
    return () => {}
  }
  waiting.add(release)
  return () => {
    waiting.delete(release)
  }
}

/** Marks the main content shown at the page's next idle moment. */
export function markMainContentShownWhenIdle() {
  if (isShown) return () => {}
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(markMainContentShown, 300)
    return () => clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(markMainContentShown, {
    timeout: 1000,
  })
  return () => window.cancelIdleCallback(handle)
}
