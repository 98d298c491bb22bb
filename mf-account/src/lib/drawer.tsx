import { usePopup } from '@food/shared/store'
import { keepFocusInside, useReturnFocus } from '@food/shared/ui'
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'
import styles from './drawer.module.css'

type Props = {
  titleId: string
  onClose: () => void
  children: ReactNode
}

/** A modal side drawer: focus stays inside, Escape closes, focus returns to the opener. */
export function Drawer({ titleId, onClose, children }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)
  const hasPopup = usePopup() !== null
  useReturnFocus()

  // Content that focuses a field of its own has done so by now (a child's effects run
  // first); otherwise the dialog itself takes the focus, so Escape and Tab work at once.
  useEffect(() => {
    const panel = panelRef.current
    if (panel && !panel.contains(document.activeElement)) panel.focus()
  }, [])

  const handleKeyDown = (event: KeyboardEvent) => {
    // With a popup up, Escape is the popup's: it closes only the popup.
    if (event.key === 'Escape' && !hasPopup) onClose()
    if (event.key === 'Tab') keepFocusInside(event, panelRef.current)
  }

  return (
    <div className={styles.overlay}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.drawer}
        onKeyDown={handleKeyDown}
      >
        <button
          type="button"
          className={styles.close}
          aria-label="Close"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  )
}
