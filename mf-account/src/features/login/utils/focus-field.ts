// Inputs whose caret can be placed; an email input throws on setSelectionRange.
const SELECTABLE = new Set(['text', 'tel', 'search', 'url', 'password'])

/**
 * Focuses the form's field called `name` with the caret at its end, so what
 * the customer types next carries on from what is already there.
 */
export function focusField(form: HTMLElement | null, name: string): void {
  const input = form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!input) return
  input.focus()
  if (!SELECTABLE.has(input.type)) return
  const end = input.value.length
  input.setSelectionRange(end, end)
}
