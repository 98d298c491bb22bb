import { useAppStore } from '../store/app-store'
import { EMPTY_BLOG_LIST } from '../store/blog-slice'
import { STORAGE_KEYS } from '../types/constants'

/** Puts the shared store and its local storage back to a fresh page's state. */
export function resetStore(): void {
  globalThis.localStorage?.removeItem(STORAGE_KEYS.token)
  globalThis.localStorage?.removeItem(STORAGE_KEYS.guestCart)
  globalThis.localStorage?.removeItem(STORAGE_KEYS.latestOrder)
  useAppStore.setState({
    token: null,
    user: null,
    guestCart: [],
    serverCart: null,
    cartBarVisible: false,
    shopSettings: null,
    shopStatus: null,
    shopError: null,
    blogList: EMPTY_BLOG_LIST,
    blogDetails: {},
    popup: null,
    loginDrawerOpen: false,
    profileDrawerOpen: false,
    trackedOrderId: null,
    addresses: [],
    addressesLoaded: false,
    addressesError: null,
    selectedAddressId: null,
    orders: [],
    ordersLoaded: false,
    ordersLoading: false,
    ordersError: null,
  })
}
