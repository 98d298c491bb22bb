import { keepFocusInside, useReturnFocus } from '@food/shared/ui'
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react'
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
  useReturnFocus()

  useEffect(() => {
    const panel = panelRef.current
    if (!panel || panel.contains(document.activeElement)) return
    const first = panel.querySelector<HTMLElement>(
      'input:checked, input, textarea, button',
    )
    ;(first ?? panel).focus()
  }, [])

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
    if (event.key === 'Tab') keepFocusInside(event, panelRef.current)
  }

  return (
    <div className={styles.backdrop}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  )
}
