import { useEffect, useRef } from 'react'
import styles from './cart-link.module.css'

/** Long enough to read two short lines, short enough not to linger. */
const NOTE_SHOWN_MS = 4000

/**
 * A quiet note under the basket icon when the basket is empty: announced politely by screen
 * readers, not an error and not a popup that takes the focus. It goes after a few seconds, on
 * a tap elsewhere or on Escape. The live region is always there, so its text is announced.
 */
export function EmptyBasketNote({
  isOpen,
  onClose,
}: {
  isOpen: boolean
  onClose: () => void
}) {
  const noteRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const timer = setTimeout(onClose, NOTE_SHOWN_MS)
    const handlePointerDown = (event: PointerEvent) => {
      const wrapper = noteRef.current?.parentElement
      if (!wrapper?.contains(event.target as Node)) onClose()
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('pointerdown', handlePointerDown)
    document.addEventListener('keydown', handleKeyDown)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('pointerdown', handlePointerDown)
      document.removeEventListener('keydown', handleKeyDown)
    }
  }, [isOpen, onClose])

  return (
    <div ref={noteRef} aria-live="polite" className={styles.noteRegion}>
      {isOpen && (
        <div className={styles.note}>
          <p className={styles.noteTitle}>Your basket is empty</p>
          <p className={styles.noteText}>Add something from the menu first.</p>
        </div>
      )}
    </div>
  )
}
