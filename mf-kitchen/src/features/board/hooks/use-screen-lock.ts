import { useEffect } from 'react'
import { holdScreenAgainIfStarted } from '../state/shift-store'

/** Asks for the wake lock again when the board comes back into view. */
export function useScreenLock() {
  useEffect(() => {
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') holdScreenAgainIfStarted()
    }
    document.addEventListener('visibilitychange', handleVisibility)
    return () =>
      document.removeEventListener('visibilitychange', handleVisibility)
  }, [])
}
