import { createStore, type StoreApi } from 'zustand/vanilla'
import { bindSession } from '../api/client'
import { createAddressSlice } from './address-slice'
import type { AppState } from './app-state'
import { createCartSlice } from './cart-slice'
import { createSessionSlice } from './session-slice'
import {
  readCartBarClosed,
  readGuestCart,
  readLatestOrder,
  readToken,
  readTrackedOrders,
  writeCartBarClosed,
  writeGuestCart,
  writeLatestOrder,
  writeToken,
  writeTrackedOrders,
} from './storage'
import { createUiSlice } from './ui-slice'

export type AppStore = StoreApi<AppState>

/**
 * A store as a fresh page starts it: a guest with an empty basket. The page
 * has one (appStore); the render server makes one per request, so nothing of
 * one visitor can reach another (ADR 004).
 */
export function createAppStore(): AppStore {
  return createStore<AppState>()((...args) => ({
    ...createSessionSlice(...args),
    ...createCartSlice(...args),
    ...createUiSlice(...args),
    ...createAddressSlice(...args),
  }))
}

/**
 * The one store of the page. It lives at module level in the shared package,
 * which Module Federation loads once, so every remote sees the same state.
 */
export const appStore = createAppStore()

/**
 * Puts what this browser saved (token, guest basket, latest order) into the
 * page's store. Apps call it before they first render: a server-rendered page
 * is hydrated from the guest state it was rendered with (zustand's initial
 * state is React's server snapshot), then shows the saved state.
 */
export function restoreSavedState(): void {
  const token = readToken()
  // SPEC section 2: tracking reopens from the saved latest order (only with a session), and
  // with it every other order the customer was following.
  const latest = token ? readLatestOrder() : null
  const tracked = token ? readTrackedOrders() : []
  appStore.setState({
    token,
    guestCart: readGuestCart(),
    cartBarClosedFor: readCartBarClosed(),
    trackedOrderId: latest ?? tracked[0] ?? null,
    trackedOrderIds:
      latest && !tracked.includes(latest) ? [latest, ...tracked] : tracked,
  })
}

// Persist the values SPEC keeps in local storage (token, guest cart, latest order), each under
// its own key, and with them the other tracked orders and the basket the cart bar was closed on.
appStore.subscribe((state, previous) => {
  if (state.token !== previous.token) writeToken(state.token)
  if (state.guestCart !== previous.guestCart) writeGuestCart(state.guestCart)
  if (state.trackedOrderId !== previous.trackedOrderId) {
    writeLatestOrder(state.trackedOrderId)
  }
  if (state.trackedOrderIds !== previous.trackedOrderIds) {
    writeTrackedOrders(state.trackedOrderIds)
  }
  if (state.cartBarClosedFor !== previous.cartBarClosedFor) {
    writeCartBarClosed(state.cartBarClosedFor)
  }
})

// The API client reads the token per request and ends the session on a 401.
bindSession({
  getToken: () => appStore.getState().token,
  clearToken: () => appStore.getState().clearSession(),
})
