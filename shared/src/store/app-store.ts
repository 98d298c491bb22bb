import { createStore, type StoreApi } from 'zustand/vanilla'
import { bindSession } from '../api/client'
import { createAddressSlice } from './address-slice'
import type { AppState } from './app-state'
import { createCartSlice } from './cart-slice'
import { createSessionSlice } from './session-slice'
import {
  parseAvoidedAllergens,
  readAvoidedAllergens,
  readCartBarClosed,
  readGuestCart,
  readLatestOrder,
  readToken,
  readTrackedOrders,
  writeAvoidedAllergens,
  writeCartBarClosed,
  writeGuestCart,
  writeLatestOrder,
  writeToken,
  writeTrackedOrders,
} from './storage'
import { createUiSlice } from './ui-slice'

export type AppStore = StoreApi<AppState>

/** What a page starts from that both the server and the browser know: the request's cookie. */
type StartingState = Pick<AppState, 'avoidedAllergens'>

/**
 * A store as a fresh page starts it: a guest with an empty basket, and the
 * allergens their cookie hides. The page has one (appStore); the render
 * server makes one per request, so nothing of one visitor can reach another
 * (ADR 004). The starting state is React's server snapshot in the browser:
 * hydration renders with it, as the server did.
 */
export function createAppStore(
  starting: StartingState = { avoidedAllergens: [] },
): AppStore {
  return createStore<AppState>()((...args) => ({
    ...createSessionSlice(...args),
    ...createCartSlice(...args),
    ...createUiSlice(...args),
    ...createAddressSlice(...args),
    ...starting,
  }))
}

/**
 * The one store of the page. It lives at module level in the shared package,
 * which Module Federation loads once, so every remote sees the same state.
 */
export const appStore = createAppStore({
  avoidedAllergens: parseAvoidedAllergens(
    typeof document === 'undefined' ? undefined : document.cookie,
  ),
})

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
    // The same as the cookie the server read, unless this brings over what
    // an earlier version kept in local storage.
    avoidedAllergens: readAvoidedAllergens(),
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
  if (state.avoidedAllergens !== previous.avoidedAllergens) {
    writeAvoidedAllergens(state.avoidedAllergens)
  }
})

// The cookie is the device's, shared by its tabs: one shown again takes up a
// choice made in another meanwhile.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return
    const saved = readAvoidedAllergens()
    if (saved.join() !== appStore.getState().avoidedAllergens.join())
      appStore.setState({ avoidedAllergens: saved })
  })
}

// The API client reads the token per request and ends the session on a 401.
bindSession({
  getToken: () => appStore.getState().token,
  clearToken: () => appStore.getState().clearSession(),
})
