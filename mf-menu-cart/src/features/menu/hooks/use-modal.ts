import { usePopup } from '@food/shared/store'
import { keepFocusInside } from '@food/shared/ui'
import { type RefObject, useEffect } from 'react'

type ModalOptions = {
  panelRef: RefObject<HTMLElement | null>
  /** Selector, inside the panel, of the control focused on open. */
  initialFocus: string
  /** Gets the focus back on close: the control that opened the modal. */
  returnFocusRef: RefObject<HTMLElement | null>
  onClose: () => void
}

/**
 * Makes a panel behave as a modal while it is mounted: focus moves in and
 * stays in, Escape closes, the page behind stops scrolling, and focus goes
 * back to the opener afterwards.
 */
export function useModal({
  panelRef,
  initialFocus,
  returnFocusRef,
  onClose,
}: ModalOptions) {
  const hasPopup = usePopup() !== null

  useEffect(() => {
    const { body } = document
    const overflow = body.style.overflow
    body.style.overflow = 'hidden'
    panelRef.current?.querySelector<HTMLElement>(initialFocus)?.focus()
    return () => {
      body.style.overflow = overflow
      returnFocusRef.current?.focus()
    }
  }, [panelRef, initialFocus, returnFocusRef])

  useEffect(() => {
    // With a popup up (an add that failed), keys are the popup's: Escape
    // closes only the popup, and Tab may reach it.
    if (hasPopup) return
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
      }
      if (event.key === 'Tab') keepFocusInside(event, panelRef.current)
    }
    // On the document: after the popup closes, focus may sit on the body.
    document.addEventListener('keydown', handleKeyDown)
    return () => document.removeEventListener('keydown', handleKeyDown)
  }, [hasPopup, onClose, panelRef])
}
