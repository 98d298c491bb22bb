import { useModal } from '@food/shared/ui'
import { useId, useRef } from 'react'
import { startShift } from '../state/shift-store'
import styles from './start-shift-overlay.module.css'

/**
 * Browsers play no sound before a tap: the board asks for one tap first,
 * which unlocks the ring and keeps the screen on. Only that tap ends it, so
 * Escape does nothing.
 */
export function StartShiftOverlay() {
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  useModal({ panelRef })
  return (
    <div className={styles.backdrop}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.panel}
      >
        <h2 id={titleId} className={styles.title}>
          Ready for the shift?
        </h2>
        <p>
          One tap turns on the ring for new orders and keeps this screen awake.
        </p>
        <button type="button" className={styles.start} onClick={startShift}>
          Start shift
        </button>
      </div>
    </div>
  )
}
