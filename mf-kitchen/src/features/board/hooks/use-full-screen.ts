import { useEffect, useState } from 'react'

/**
 * The Fullscreen API on the whole page: the browser's bars go and the board takes the
 * tablet's screen. `canFullScreen` is false where the browser has no such mode (an iPhone).
 */
export function useFullScreen() {
  const [isFullScreen, setIsFullScreen] = useState(
    () => typeof document !== 'undefined' && document.fullscreenElement != null,
  )
  useEffect(() => {
    const handleChange = () =>
      setIsFullScreen(document.fullscreenElement != null)
    document.addEventListener('fullscreenchange', handleChange)
    return () => document.removeEventListener('fullscreenchange', handleChange)
  }, [])
  const canFullScreen =
    typeof document !== 'undefined' && document.fullscreenEnabled === true
  const toggleFullScreen = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen()
    // A refusal (no tap behind it, a policy) leaves the page as it was: say what it is.
    change.catch(() => setIsFullScreen(document.fullscreenElement != null))
  }
  return { canFullScreen, isFullScreen, toggleFullScreen }
}
