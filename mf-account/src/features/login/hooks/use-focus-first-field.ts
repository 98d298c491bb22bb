import { type RefObject, useEffect } from 'react'
import { focusFirstField } from '../utils/focus-first-field'

/** On mount, moves focus to the form's first empty field (each mode mounts its own form). */
export function useFocusFirstField(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    focusFirstField(ref.current)
  }, [ref])
}
