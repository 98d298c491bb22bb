import { useModal } from '@food/shared/ui'
import { type ReactNode, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import styles from './dialog.module.css'

type Props = {
  title: string
  onClose: () => void
  children: ReactNode
}

/**
 * A modal dialog (as mf-account's drawer): focus moves in and stays inside,
 * Escape closes, and focus returns to the control that opened it.
 */
export function Dialog({ title, onClose, children }: Props) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // Opens on the first field, else the first button: a select or link before them is passed.
  useModal({ panelRef, onClose, initialFocus: 'input, textarea, button' })

  // On the page's body, not inside the ticket that opened it: a ticket is drawn only while on
  // screen (content-visibility), which would make it the dialog's frame and clip it.
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  )
}
