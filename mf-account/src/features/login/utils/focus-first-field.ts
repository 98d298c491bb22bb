const FIELDS = 'input:not([disabled])'

/** Focuses the first empty input inside `container`, else its first input. */
export function focusFirstField(container: HTMLElement | null): void {
  if (!container) return
  const inputs = [...container.querySelectorAll<HTMLInputElement>(FIELDS)]
  ;(inputs.find((input) => input.value === '') ?? inputs[0])?.focus()
}
