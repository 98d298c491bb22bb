import { usePopup } from '@food/shared/store'
import { type RefObject, useEffect, useRef } from 'react'
import { focusFirstField } from '../utils/focus-first-field'

/**
 * An error popup takes the focus and drops it when it closes; bring it back
 * to the flow's first empty field so keyboard users carry on where they were.
 */
export function useRefocusAfterPopup(ref: RefObject<HTMLElement | null>) {
  const popup = usePopup()
  const hadPopupRef = useRef(false)

  useEffect(() => {
    if (popup) {
      hadPopupRef.current = true
      return
    }
    if (!hadPopupRef.current) return
    hadPopupRef.current = false
    const container = ref.current
    if (container && !container.contains(document.activeElement)) {
      focusFirstField(container)
    }
  }, [popup, ref])
}
