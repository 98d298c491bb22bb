import { useModal } from '@food/shared/ui'
import { type ReactNode, useRef } from 'react'
import styles from './drawer.module.css'

type Props = {
  titleId: string
  onClose: () => void
  children: ReactNode
}

/** A modal side drawer: focus stays inside, Escape closes, focus returns to the opener. */
export function Drawer({ titleId, onClose, children }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)
  // Content that focuses a field of its own keeps it; otherwise the drawer itself takes the
  // focus, so its name is read and Escape and Tab work at once.
  useModal({ panelRef, onClose, initialFocus: panelRef })

  return (
    <div className={styles.overlay}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.drawer}
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
