import { useEffect } from 'react'
import { HYDRATED_ATTRIBUTE, REPLAY_EARLY_TAPS } from '../page/early-taps'

type EarlyTapsWindow = Window & { [REPLAY_EARLY_TAPS]?: () => void }

/** The parts of the page still hydrating: the page's frame, and each server-rendered slot. */
let hydrating: Set<string> | null = null

const FRAME = 'frame'

/**
 * Called once before the page is hydrated (or rendered) with the slots the
 * server rendered. React hydrates each slot's Suspense boundary in a pass of
 * its own after the frame's, so the page can answer a tap only once every
 * one of them has said so.
 */
export function expectHydration(slots: Iterable<string>) {
  hydrating = new Set([FRAME, ...slots])
}

function markHydrated(part: string) {
  if (!hydrating?.delete(part) || hydrating.size > 0) return
  hydrating = null
  // Marks <html> and replays the taps the page's inline script held
  // meanwhile (page/early-taps.ts).
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  ;(window as EarlyTapsWindow)[REPLAY_EARLY_TAPS]?.()
}

/**
 * Rendered last in the page's frame (`part` omitted) and in each slot, in its
 * content and in its error fallback: says that part is hydrated.
 */
export function HydrationDone({ part = FRAME }: { part?: string }) {
  useEffect(() => markHydrated(part), [part])
  return null
}
