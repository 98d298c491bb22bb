import { useModal } from '@food/shared/ui'
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
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
  // The page behind stops scrolling (on a phone the sheet is the whole screen). Before
  // useModal, so the scroll is back by the time the focus returns to the opener.
  useEffect(() => {
    const { body } = document
    const overflow = body.style.overflow
    body.style.overflow = 'hidden'
    return () => {
      body.style.overflow = overflow
    }
  }, [])
  useModal({ panelRef, onClose, initialFocus, returnFocusRef })

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
