import type { GuestCartItem } from '../types/cart'
import { STORAGE_KEYS } from '../types/constants'
import { z } from '../validation/zod'

const guestCartSchema = z.array(
  z.object({
    menu_item_id: z.string(),
    quantity: z.number().int().positive(),
    instructions: z.string().default(''),
    price: z.number(),
    name: z.string().optional(),
    addons: z
      .array(
        z.object({
          addon_id: z.string(),
          addon_item_id: z.string(),
          addon_price: z.number(),
          addon_name: z.string().optional(),
        }),
      )
      .default([]),
  }),
)

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
    const parsed = guestCartSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : []
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
