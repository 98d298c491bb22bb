import { type Allergen, UK_ALLERGENS } from '../types/allergens'
import type { GuestCartAddon, GuestCartItem } from '../types/cart'
import { STORAGE_KEYS } from '../types/constants'

// The saved guest cart is checked by hand rather than with zod: this module is
// on every page's critical path, and zod would add about 24 KB gzipped to it.
type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
const isOptionalString = (value: unknown) =>
  value === undefined || typeof value === 'string'

function readAddon(value: unknown): GuestCartAddon | null {
  if (!isObject(value)) return null
  const { addon_id, addon_item_id, addon_price, addon_name } = value
  if (typeof addon_id !== 'string' || typeof addon_item_id !== 'string')
    return null
  if (!isNumber(addon_price) || !isOptionalString(addon_name)) return null
  return {
    addon_id,
    addon_item_id,
    addon_price,
    ...(addon_name !== undefined && { addon_name: addon_name as string }),
  }
}

function readItem(value: unknown): GuestCartItem | null {
  if (!isObject(value)) return null
  const { menu_item_id, quantity, instructions = '', price, name } = value
  const addons = value.addons ?? []
  if (typeof menu_item_id !== 'string' || typeof instructions !== 'string')
    return null
  if (!Number.isInteger(quantity) || (quantity as number) <= 0) return null
  if (!isNumber(price) || !isOptionalString(name) || !Array.isArray(addons))
    return null
  const readAddons = addons.map(readAddon)
  if (readAddons.some((addon) => addon === null)) return null
  return {
    menu_item_id,
    quantity: quantity as number,
    instructions,
    price,
    addons: readAddons as GuestCartAddon[],
    ...(name !== undefined && { name: name as string }),
  }
}

/** A saved guest cart, or null if any part of it is malformed. */
export function parseGuestCart(value: unknown): GuestCartItem[] | null {
  if (!Array.isArray(value)) return null
  const items = value.map(readItem)
  return items.some((item) => item === null) ? null : (items as GuestCartItem[])
}

// Storage can be missing (no DOM), full or blocked (private mode): the page
// must keep working with in-memory state, so every access is guarded.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, value)
  } catch {
    // Quota or privacy errors: state stays in memory for this page.
  }
}

/** The saved token, or null. */
export function readToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null
}

export function writeToken(token: string | null): void {
  write(STORAGE_KEYS.token, token)
}

/** The saved guest cart; an unreadable or malformed value counts as empty. */
export function readGuestCart(): GuestCartItem[] {
  const raw = storage()?.getItem(STORAGE_KEYS.guestCart)
  if (!raw) return []
  try {
    return parseGuestCart(JSON.parse(raw)) ?? []
  } catch {
    return []
  }
}

export function writeGuestCart(items: GuestCartItem[]): void {
  write(STORAGE_KEYS.guestCart, items.length ? JSON.stringify(items) : null)
}

/** The order last tracked, or null. */
export function readLatestOrder(): string | null {
  return storage()?.getItem(STORAGE_KEYS.latestOrder) || null
}

export function writeLatestOrder(orderId: string | null): void {
  write(STORAGE_KEYS.latestOrder, orderId)
}

/** The orders the tracking bar follows, newest first; anything unreadable counts as none. */
export function readTrackedOrders(): string[] {
  try {
    const saved: unknown = JSON.parse(
      storage()?.getItem(STORAGE_KEYS.trackedOrders) ?? '[]',
    )
    if (!Array.isArray(saved)) return []
    return saved.filter(
      (id): id is string => typeof id === 'string' && id.length > 0,
    )
  } catch {
    return []
  }
}

export function writeTrackedOrders(orderIds: string[]): void {
  write(
    STORAGE_KEYS.trackedOrders,
    orderIds.length ? JSON.stringify(orderIds) : null,
  )
}

/** The basket the cart bar was closed on (its fingerprint), or null. */
export function readCartBarClosed(): string | null {
  return storage()?.getItem(STORAGE_KEYS.cartBarClosed) || null
}

export function writeCartBarClosed(fingerprint: string | null): void {
  write(STORAGE_KEYS.cartBarClosed, fingerprint)
}

/** The kitchen's saved staff token, or null. */
export function readStaffToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.staffToken) || null
}

export function writeStaffToken(token: string | null): void {
  write(STORAGE_KEYS.staffToken, token)
}

const isAllergen = (value: unknown): value is Allergen =>
  (UK_ALLERGENS as readonly unknown[]).includes(value)

/** The allergens this device hides from the menu; anything unreadable counts as none. */
export function readAvoidedAllergens(): Allergen[] {
  const raw = storage()?.getItem(STORAGE_KEYS.avoidedAllergens)
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value)
      ? UK_ALLERGENS.filter((allergen) => value.includes(allergen))
      : []
  } catch {
    return []
  }
}

export function writeAvoidedAllergens(allergens: readonly Allergen[]): void {
  const known = allergens.filter(isAllergen)
  write(
    STORAGE_KEYS.avoidedAllergens,
    known.length ? JSON.stringify(known) : null,
  )
}
