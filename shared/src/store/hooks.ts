import { createContext, createElement, type ReactNode, useContext } from 'react'
import { useStore } from 'zustand'
import type { GuestCartItem } from '../types/cart'
import type { Popup } from '../types/popup'
import type { AppState } from './app-state'
import { type AppStore, appStore } from './app-store'

const StoreContext = createContext<AppStore>(appStore)

/** Gives a render its own store: the render server's one per request. */
export function StoreProvider({
  store,
  children,
}: {
  store: AppStore
  children: ReactNode
}) {
  return createElement(StoreContext.Provider, { value: store }, children)
}

/** Reads the render's store: the page's one unless a StoreProvider gives another. */
function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useContext(StoreContext), selector)
}

// Narrow selector hooks: a component re-renders only when its slice changes.

/** The bearer token, or null when logged out. */
export const useToken = () => useAppStore((s) => s.token)
/** True while a token is held. */
export const useIsLoggedIn = () => useAppStore((s) => s.token !== null)

/** The guest cart kept in local storage. */
export const useGuestCart = (): GuestCartItem[] =>
  useAppStore((s) => s.guestCart)
/** The basket (its fingerprint) the cart bar was closed on; query/basket.ts compares it. */
export const useCartBarClosedFor = () => useAppStore((s) => s.cartBarClosedFor)
/** Checkout's notice with the basket it is about; query/basket.ts says whether it still is. */
export const useCheckoutNoticeFor = () => useAppStore((s) => s.checkoutNotice)

/** The popup on screen, or null. */
export const usePopup = (): Popup | null => useAppStore((s) => s.popup)
/** Whether the login drawer is open. */
export const useLoginDrawerOpen = () => useAppStore((s) => s.loginDrawerOpen)
/** Whether the profile drawer is open. */
export const useProfileDrawerOpen = () =>
  useAppStore((s) => s.profileDrawerOpen)
export const useProfileDrawerView = () =>
  useAppStore((s) => s.profileDrawerView)
/** The order the tracking bar follows, or null. */
export const useTrackedOrderId = () => useAppStore((s) => s.trackedOrderId)
/** Every order the tracking bar follows, newest first. */
export const useTrackedOrderIds = () => useAppStore((s) => s.trackedOrderIds)

/** The allergens the customer hides from the menu: the server rendered with them too. */
export const useAvoidedAllergens = () => useAppStore((s) => s.avoidedAllergens)

/** The address the customer chose for a delivery, stamped with when (see AddressChoice). */
export const useAddressChoice = () => useAppStore((s) => s.addressChoice)
