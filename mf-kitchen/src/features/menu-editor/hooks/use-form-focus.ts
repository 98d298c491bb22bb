import { type RefObject, useEffect } from 'react'

const FIRST_FIELD = 'input, textarea, select'
const REFUSED = '[aria-invalid="true"], [data-invalid] input'
const SUBMIT = 'button[type="submit"]'

type Moments = {
  /** Counts the refusals shown: each time, the first refused field. */
  shownAt: number
  /** Counts the Reloads: the Reload button has gone, Save is what comes next. */
  reloadedAt: number
  /** The first field when the form opens (not for a form that is simply on the page). */
  isFocusedOnOpen?: boolean
}

/** Moves the focus where a keyboard or screen reader user needs it next in a form. */
export function useFormFocus(
  form: RefObject<HTMLFormElement | null>,
  { shownAt, reloadedAt, isFocusedOnOpen = true }: Moments,
) {
  useEffect(() => {
    if (shownAt === 0 && !isFocusedOnOpen) return
    const selector = shownAt === 0 ? FIRST_FIELD : REFUSED
    form.current?.querySelector<HTMLElement>(selector)?.focus()
  }, [form, shownAt, isFocusedOnOpen])

  useEffect(() => {
    if (reloadedAt > 0)
      form.current?.querySelector<HTMLElement>(SUBMIT)?.focus()
  }, [form, reloadedAt])
}
