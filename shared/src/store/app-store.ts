import { create } from 'zustand'
import { bindSession } from '../api/client'
import { createAddressSlice } from './address-slice'
import type { AppState } from './app-state'
import { createBlogSlice } from './blog-slice'
import { createCartSlice } from './cart-slice'
import { createOrdersSlice } from './orders-slice'
import { createSessionSlice } from './session-slice'
import { createShopSlice } from './shop-slice'
import { writeGuestCart, writeLatestOrder, writeToken } from './storage'
import { createUiSlice } from './ui-slice'

/**
 * The one store of the page. It lives at module level in the shared package,
 * which Module Federation loads once, so every remote sees the same state.
 */
export const useAppStore = create<AppState>()((...args) => ({
  ...createSessionSlice(...args),
  ...createCartSlice(...args),
  ...createShopSlice(...args),
  ...createBlogSlice(...args),
  ...createUiSlice(...args),
  ...createAddressSlice(...args),
  ...createOrdersSlice(...args),
}))

// Persist the values SPEC keeps in local storage (token, guest cart, latest order), each under
// its own key.
useAppStore.subscribe((state, previous) => {
  if (state.token !== previous.token) writeToken(state.token)
  if (state.guestCart !== previous.guestCart) writeGuestCart(state.guestCart)
  if (state.trackedOrderId !== previous.trackedOrderId) {
    writeLatestOrder(state.trackedOrderId)
  }
})

// The API client reads the token per request and ends the session on a 401.
bindSession({
  getToken: () => useAppStore.getState().token,
  clearToken: () => useAppStore.getState().clearSession(),
})
