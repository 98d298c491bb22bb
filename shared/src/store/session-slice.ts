import { logoutSession } from '../api/auth'
import { getProfile } from '../api/profile'
import type { User } from '../types/user'
import type { SliceCreator } from './app-state'

export type SessionSlice = {
  token: string | null
  user: User | null
  setSession: (token: string) => void
  loadProfile: () => Promise<void>
  clearSession: () => void
  logout: () => void
  signOut: () => Promise<void>
}

// What belongs to the customer of a session and must not outlive it (their server data
// leaves the query cache with the token: query/session-data.ts).
const NO_CUSTOMER_DATA = {
  checkoutNotice: null,
  addressChoice: null,
}

export const createSessionSlice: SliceCreator<SessionSlice> = (set, get) => ({
  token: null,
  user: null,
  setSession: (token) => set({ token }),
  loadProfile: async () => {
    if (!get().token) return
    try {
      set({ user: await getProfile() })
    } catch {
      // SPEC section 4: a failed profile fetch ends the session.
      get().clearSession()
    }
  },
  clearSession: () => set({ token: null, user: null, ...NO_CUSTOMER_DATA }),
  logout: () =>
    set({
      token: null,
      user: null,
      ...NO_CUSTOMER_DATA,
      guestCart: [],
      cartBarClosedFor: null,
      trackedOrderId: null,
      trackedOrderIds: [],
      profileDrawerOpen: false,
    }),
  signOut: async () => {
    // The customer asked to be signed out: this browser forgets the session even when the
    // server could not be told (offline, or the token was refused already).
    await logoutSession().catch(() => {})
    get().logout()
  },
})
