import { startShift } from '../state/shift-store'
import styles from './board-toolbar.module.css'

/**
 * After a reload or a crash the browser keeps the sound locked until a tap: while orders
 * ring, the whole width of the board says so and flashes, and the tap turns it back on.
 */
export function SoundBackBanner() {
  return (
    <button type="button" className={styles.soundBack} onClick={startShift}>
      Tap to turn the sound back on
    </button>
  )
}
