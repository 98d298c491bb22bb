import { readAvoidedAllergens, writeAvoidedAllergens } from '@food/shared/store'
import { type Allergen, STORAGE_KEYS } from '@food/shared/types'
import { useSyncExternalStore } from 'react'

// One copy per page, so every section, the search and the dialog agree; the
// device's storage is its memory, read once and written on every change.
let avoided: readonly Allergen[] | null = null
const listeners = new Set<() => void>()
const NONE: readonly Allergen[] = []

function current(): readonly Allergen[] {
  avoided ??= readAvoidedAllergens()
  return avoided
}

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab changing the filter changes it here too.
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.avoidedAllergens) return
    avoided = readAvoidedAllergens()
    notify()
  }
  window.addEventListener('storage', handleStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', handleStorage)
  }
}

/** Replaces the allergens the customer hides, and remembers them on this device. */
export function setAvoidedAllergens(next: readonly Allergen[]) {
  avoided = [...next]
  writeAvoidedAllergens(avoided)
  notify()
}

/**
 * The allergens the customer hides from the menu. The server renders the menu
 * for everyone (none hidden); the browser applies its saved choice once it
 * has hydrated, so the HTML stays the same for every visitor.
 */
export function useAvoidedAllergens(): readonly Allergen[] {
  return useSyncExternalStore(subscribe, current, () => NONE)
}
