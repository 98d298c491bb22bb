import { queryClient } from '../query/query-client'
import { appStore } from '../store/app-store'
import { STORAGE_KEYS } from '../types/constants'

/** Puts the shared store, the server data and local storage back to a fresh page's state. */
export function resetStore(): void {
  globalThis.localStorage?.removeItem(STORAGE_KEYS.token)
  globalThis.localStorage?.removeItem(STORAGE_KEYS.guestCart)
  globalThis.localStorage?.removeItem(STORAGE_KEYS.latestOrder)
  globalThis.localStorage?.removeItem(STORAGE_KEYS.trackedOrders)
  globalThis.localStorage?.removeItem(STORAGE_KEYS.cartBarClosed)
  globalThis.localStorage?.removeItem(STORAGE_KEYS.staffToken)
  appStore.setState(appStore.getInitialState(), true)
  queryClient.clear()
}
