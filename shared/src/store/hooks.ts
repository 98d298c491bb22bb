import { useShallow } from 'zustand/react/shallow'
import type { GuestCartItem } from '../types/cart'
import type { Popup } from '../types/popup'
import { useAppStore } from './app-store'
import { EMPTY_BLOG_DETAIL } from './blog-slice'

// Narrow selector hooks: a component re-renders only when its slice changes.

/** The bearer token, or null when logged out. */
export const useToken = () => useAppStore((s) => s.token)
/** True while a token is held. */
export const useIsLoggedIn = () => useAppStore((s) => s.token !== null)
/** The profile, once fetched. */
export const useUser = () => useAppStore((s) => s.user)

/** The guest cart kept in local storage. */
export const useGuestCart = (): GuestCartItem[] =>
  useAppStore((s) => s.guestCart)
/** Items in the cart: the server cart when logged in, else the guest cart. */
export const useCartCount = () =>
  useAppStore((s) =>
    s.token
      ? (s.serverCart?.data ?? []).reduce((sum, item) => sum + item.qty, 0)
      : s.guestCart.reduce((sum, item) => sum + item.quantity, 0),
  )
/** Whether the bottom cart bar was asked to show. */
export const useCartBarVisible = () => useAppStore((s) => s.cartBarVisible)

/** Shop settings, or null before the first load. */
export const useShopSettings = () => useAppStore((s) => s.shopSettings)
/** Open or closed with the reason, or null before the first load. */
export const useShopStatus = () =>
  useAppStore(
    useShallow((s) =>
      s.shopStatus
        ? { isOpen: s.shopStatus.isOpen, message: s.shopStatus.message }
        : null,
    ),
  )
/** The text of the last failed shop load, or null. */
export const useShopError = () => useAppStore((s) => s.shopError)

/** The blog list state: items, loading, error. */
export const useBlogList = () =>
  useAppStore(
    useShallow((s) => ({
      items: s.blogList.items,
      loading: s.blogList.loading,
      error: s.blogList.error,
    })),
  )
/** The detail state of one slug: item, loading, error. */
export const useBlogDetail = (slug: string) =>
  useAppStore(
    useShallow((s) => {
      const detail = s.blogDetails[slug] ?? EMPTY_BLOG_DETAIL
      return { item: detail.item, loading: detail.loading, error: detail.error }
    }),
  )

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

/** The server cart (logged in), or null before it is fetched. */
export const useServerCart = () => useAppStore((s) => s.serverCart)

/** The saved addresses (primary first) and which one is selected. */
export const useAddresses = () =>
  useAppStore(
    useShallow((s) => ({
      addresses: s.addresses,
      selectedAddressId: s.selectedAddressId,
      loaded: s.addressesLoaded,
      error: s.addressesError,
    })),
  )

/** The customer's orders, most recently updated first, with the fetch state. */
export const useOrders = () =>
  useAppStore(
    useShallow((s) => ({
      orders: s.orders,
      loaded: s.ordersLoaded,
      loading: s.ordersLoading,
      error: s.ordersError,
    })),
  )
