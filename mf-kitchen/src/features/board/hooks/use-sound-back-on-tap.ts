import { useEffect } from 'react'
import { shiftStore, startShift } from '../state/shift-store'

/**
 * After a reload, the first tap anywhere on the board (Accept, a column) unlocks the sound
 * too: a browser allows audio from inside a tap only.
 */
export function useSoundBackOnTap() {
  const isWaiting = shiftStore((shift) => shift.wasStarted && !shift.isStarted)
  useEffect(() => {
    if (!isWaiting) return
    document.addEventListener('click', startShift, {
      capture: true,
      once: true,
    })
    return () =>
      document.removeEventListener('click', startShift, { capture: true })
  }, [isWaiting])
}
