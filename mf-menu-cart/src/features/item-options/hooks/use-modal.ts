import { usePopup } from '@food/shared/store'
import { type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'button, input:not([disabled]), textarea, [href], [tabindex]:not([tabindex="-1"])'

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
      if (event.key === 'Tab') keepTabInside(event, panelRef.current)
    }
    // On the document: after the popup closes, focus may sit on the body.
    document.addEventListener('keydown', handleKeyDown)
    return () => document.removeEventListener('keydown', handleKeyDown)
  }, [hasPopup, onClose, panelRef])
}

/** Tab and Shift+Tab cycle through the panel's own controls. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement | null) {
  const focusable = [...(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!panel || !first || !last) return
  const target = wrapTarget(event.shiftKey, panel, first, last)
  if (!target) return
  event.preventDefault()
  target.focus()
}

/** Where Tab must go instead of the browser's choice, or null to let it be. */
function wrapTarget(
  isBackwards: boolean,
  panel: HTMLElement,
  first: HTMLElement,
  last: HTMLElement,
): HTMLElement | null {
  const active = document.activeElement
  // Focus left the panel (the popup closed under it): bring it back in.
  if (!(active instanceof Node) || !panel.contains(active)) {
    return isBackwards ? last : first
  }
  if (isBackwards && active === first) return last
  if (!isBackwards && active === last) return first
  return null
}
