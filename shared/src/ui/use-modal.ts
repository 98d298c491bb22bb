import { type RefObject, useEffect, useState } from 'react'
import { usePopup } from '../store/hooks'
import { firstFocusable, keepFocusInside } from './keep-focus-inside'

type ModalOptions = {
  /** The dialog element; give it tabIndex={-1} if it may take the focus itself. */
  panelRef: RefObject<HTMLElement | null>
  /** What Escape does. Left out for a modal that only its own button ends. */
  onClose?: () => void
  /**
   * What takes the focus on open: a selector inside the panel, or a ref (the panel itself, so
   * its name is read first). By default the first control, else the panel. Content that has
   * focused one of its own fields by then (a child's effects run first) keeps it.
   */
  initialFocus?: string | RefObject<HTMLElement | null>
  /**
   * Gets the focus back on close. By default the control that had the focus when the modal
   * opened; name the opener where a click may not focus it (Safari leaves buttons unfocused).
   */
  returnFocusRef?: RefObject<HTMLElement | null>
}

/**
 * Makes a mounted panel behave as a modal: the focus moves in, Tab and Shift+Tab stay inside,
 * Escape closes, and the focus goes back to the opener when it unmounts. While a popup is up,
 * Escape is the popup's (ADR 019: popups never take the focus, so the key reaches us too).
 */
export function useModal({
  panelRef,
  onClose,
  initialFocus,
  returnFocusRef,
}: ModalOptions) {
  const hasPopup = usePopup() !== null
  // Read while rendering, before any effect moves the focus inside.
  const [opener] = useState(() => document.activeElement)

  useEffect(() => {
    const panel = panelRef.current
    if (!panel || panel.contains(document.activeElement)) return
    const named =
      typeof initialFocus === 'string'
        ? panel.querySelector<HTMLElement>(initialFocus)
        : initialFocus?.current
    ;(named ?? firstFocusable(panel) ?? panel).focus()
  }, [panelRef, initialFocus])

  useEffect(
    () => () => {
      const target = returnFocusRef?.current ?? opener
      if (target instanceof HTMLElement && target.isConnected) target.focus()
    },
    [opener, returnFocusRef],
  )

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onClose && !hasPopup) {
        event.preventDefault()
        onClose()
      }
      if (event.key === 'Tab') keepFocusInside(event, panelRef.current)
    }
    // On the document, not the panel: a tap on the panel's text can leave the focus on the
    // body, and Escape and Tab must still work from there.
    document.addEventListener('keydown', handleKeyDown)
    return () => document.removeEventListener('keydown', handleKeyDown)
  }, [hasPopup, onClose, panelRef])
}
