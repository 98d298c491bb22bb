import { useEffect, useId, useRef } from 'react'
import { closePopup } from '../store/actions'
import { usePopup } from '../store/hooks'
import { POPUP_AUTO_CLOSE_MS } from '../types/constants'
import styles from './popup.module.css'

/**
 * The page's one popup, driven by the store (`showPopup`). It closes itself
 * after 2 seconds, on a click outside it, or on Escape.
 */
export function Popup() {
  const popup = usePopup()
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const messageId = useId()

  useEffect(() => {
    if (!popup) return
    // pointerdown, not click: the click that opened the popup must not close it.
    const timer = setTimeout(closePopup, POPUP_AUTO_CLOSE_MS)
    const handlePointerDown = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) closePopup()
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePopup()
    }
    document.addEventListener('pointerdown', handlePointerDown)
    document.addEventListener('keydown', handleKeyDown)
    // Focus an error so screen readers announce it at once.
    if (popup.type === 'error') panelRef.current?.focus()
    return () => {
      clearTimeout(timer)
      document.removeEventListener('pointerdown', handlePointerDown)
      document.removeEventListener('keydown', handleKeyDown)
    }
  }, [popup])

  if (!popup) return null
  const heading = (
    <>
      <h2 id={titleId} className={styles.title}>
        {popup.title}
      </h2>
      <p id={messageId} className={styles.message}>
        {popup.message}
      </p>
    </>
  )
  // An error interrupts (alertdialog, focused); a success is only announced.
  return (
    <div className={styles.backdrop}>
      {popup.type === 'error' ? (
        <div
          ref={panelRef}
          role="alertdialog"
          aria-labelledby={titleId}
          aria-describedby={messageId}
          tabIndex={-1}
          className={`${styles.popup} ${styles.error}`}
        >
          {heading}
        </div>
      ) : (
        <div
          ref={panelRef}
          role="status"
          aria-labelledby={titleId}
          className={`${styles.popup} ${styles.success}`}
        >
          {heading}
        </div>
      )}
    </div>
  )
}
