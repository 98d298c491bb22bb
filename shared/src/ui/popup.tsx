import { useEffect, useId, useRef } from 'react'
import { closePopup } from '../store/actions'
import { usePopup } from '../store/hooks'
import { POPUP_AUTO_CLOSE_MS } from '../types/constants'
import styles from './popup.module.css'

/**
 * The page's one popup, driven by the store (`showPopup`). It closes itself
 * after 2 seconds, on a click outside it, or on Escape. It never takes the
 * focus: it is announced as a live region (an error as an alert, a success as
 * a status) while the keys the customer types go on reaching their field.
 */
export function Popup() {
  const popup = usePopup()
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (!popup) return
    const timer = setTimeout(closePopup, POPUP_AUTO_CLOSE_MS)
    // pointerdown, not click: the click that opened the popup must not close it.
    const handlePointerDown = (event: PointerEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) closePopup()
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePopup()
    }
    document.addEventListener('pointerdown', handlePointerDown)
    document.addEventListener('keydown', handleKeyDown)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('pointerdown', handlePointerDown)
      document.removeEventListener('keydown', handleKeyDown)
    }
  }, [popup])

  if (!popup) return null
  const content = (
    <>
      <h2 id={titleId} className={styles.title}>
        {popup.title}
      </h2>
      <p className={styles.message}>{popup.message}</p>
    </>
  )
  // No backdrop: the page stays usable under it, and a tap on a field both
  // closes the popup and reaches that field.
  return (
    <div className={styles.layer}>
      {popup.type === 'error' ? (
        <div
          ref={panelRef}
          role="alert"
          aria-labelledby={titleId}
          className={`${styles.popup} ${styles.error}`}
        >
          {content}
        </div>
      ) : (
        <div
          ref={panelRef}
          role="status"
          aria-labelledby={titleId}
          className={`${styles.popup} ${styles.success}`}
        >
          {content}
        </div>
      )}
    </div>
  )
}
