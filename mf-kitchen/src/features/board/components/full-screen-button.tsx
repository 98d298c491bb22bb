import { useFullScreen } from '../hooks/use-full-screen'
import styles from './board-toolbar.module.css'

/** Full screen for the board, and back; not shown where the browser has no such mode. */
export function FullScreenButton() {
  const { canFullScreen, isFullScreen, toggleFullScreen } = useFullScreen()
  if (!canFullScreen) return null
  return (
    <button type="button" className={styles.toggle} onClick={toggleFullScreen}>
      {isFullScreen ? 'Leave full screen' : 'Full screen'}
    </button>
  )
}
