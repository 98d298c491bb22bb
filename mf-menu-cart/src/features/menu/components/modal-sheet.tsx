import { type ReactNode, type RefObject, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useModal } from '../hooks/use-modal'
import styles from './modal-sheet.module.css'

type ModalSheetProps = {
  title: string
  /** Id of the text that describes the dialog, if any. */
  descriptionId?: string
  /** Selector of the control focused on open. */
  initialFocus: string
  returnFocusRef: RefObject<HTMLElement | null>
  onClose: () => void
  children: ReactNode
}

/**
 * A modal dialog: a centred card on wide screens, the whole screen on a
 * phone. Not a native <dialog>: its top layer would hide the page's popup,
 * and an add that fails tells the customer through that popup.
 */
export function ModalSheet({
  title,
  descriptionId,
  initialFocus,
  returnFocusRef,
  onClose,
  children,
}: ModalSheetProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useModal({ panelRef, initialFocus, returnFocusRef, onClose })

  return createPortal(
    <div className={styles.overlay}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={styles.sheet}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label="Close"
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  )
}
