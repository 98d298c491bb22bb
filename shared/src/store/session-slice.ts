import { logoutSession } from '../api/auth'
import type { SliceCreator } from './app-state'

export type SessionSlice = {
  token: string | null
  setSession: (token: string) => void
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
  setSession: (token) => set({ token }),
  clearSession: () => set({ token: null, ...NO_CUSTOMER_DATA }),
  logout: () =>
    set({
      token: null,
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
