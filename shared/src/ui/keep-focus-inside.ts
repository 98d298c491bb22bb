/** What Tab can reach inside a modal. */
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), textarea, select, [href], [tabindex]:not([tabindex="-1"])'

type TabKey = { shiftKey: boolean; preventDefault(): void }

/** The panel's first control that Tab can reach, if it has one. */
export function firstFocusable(panel: HTMLElement) {
  return panel.querySelector<HTMLElement>(FOCUSABLE)
}

/**
 * Keeps Tab and Shift+Tab cycling through a modal's own controls (call it on Tab). Focus that
 * has left the panel (a popup closed under it) is brought back in.
 */
export function keepFocusInside(event: TabKey, panel: HTMLElement | null) {
  const focusable = [...(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!panel || !first || !last) return
  const active = document.activeElement
  const outside = !(active instanceof Node) || !panel.contains(active)
  const target = outside
    ? event.shiftKey
      ? last
      : first
    : event.shiftKey && active === first
      ? last
      : !event.shiftKey && active === last
        ? first
        : null
  if (!target) return
  event.preventDefault()
  target.focus()
}
