import { type Allergen, allergensInUkOrder } from '../types/allergens'
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

/**
 * The allergens a customer hides are kept in a cookie, not local storage: the
 * render server reads it and leaves their dishes out of the HTML itself, so a
 * hidden dish is never painted (ADR 045). Values are allergen names joined by
 * "|", in UK_ALLERGENS' order, so one choice is always the same text.
 */
export const AVOIDED_ALLERGENS_COOKIE = 'food_avoided_allergens'

/** A year: the choice is the device's memory of the customer's allergies. */
const AVOIDED_ALLERGENS_MAX_AGE_S = 365 * 24 * 60 * 60

/** The allergens a Cookie header (or document.cookie) hides; anything unreadable counts as none. */
export function parseAvoidedAllergens(cookies: string | undefined): Allergen[] {
  const prefix = `${AVOIDED_ALLERGENS_COOKIE}=`
  const value = (cookies ?? '')
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length)
  if (!value) return []
  try {
    return allergensInUkOrder(decodeURIComponent(value).split('|'))
  } catch {
    return []
  }
}

/** What an earlier version kept in local storage: moved to the cookie once. */
function takeStoredAllergens(): Allergen[] {
  const raw = storage()?.getItem(STORAGE_KEYS.avoidedAllergens)
  if (!raw) return []
  write(STORAGE_KEYS.avoidedAllergens, null)
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? allergensInUkOrder(value) : []
  } catch {
    return []
  }
}

/** The allergens this device hides from the menu (none outside a browser). */
export function readAvoidedAllergens(): Allergen[] {
  if (typeof document === 'undefined') return []
  const saved = parseAvoidedAllergens(document.cookie)
  if (saved.length > 0) return saved
  const stored = takeStoredAllergens()
  if (stored.length > 0) writeAvoidedAllergens(stored)
  return stored
}

export function writeAvoidedAllergens(allergens: readonly Allergen[]): void {
  if (typeof document === 'undefined') return
  const known = allergensInUkOrder(allergens)
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const lasts = known.length
    ? `Max-Age=${AVOIDED_ALLERGENS_MAX_AGE_S}`
    : 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written in one place; the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${AVOIDED_ALLERGENS_COOKIE}=${encodeURIComponent(known.join('|'))}; Path=/; ${lasts}; SameSite=Lax${secure}`
}
