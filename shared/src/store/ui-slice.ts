import type { Allergen } from '../types/allergens'
import { MAX_TRACKED_ORDERS } from '../types/constants'
import type { Popup } from '../types/popup'
import type { SliceCreator } from './app-state'

/** What the profile drawer shows first: the order history, or the form for a new address. */
export type ProfileDrawerView = 'history' | 'new-address'

export type UiSlice = {
  popup: Popup | null
  loginDrawerOpen: boolean
  profileDrawerOpen: boolean
  profileDrawerView: ProfileDrawerView
  /** The order the tracking bar shows, or null. */
  trackedOrderId: string | null
  /** Every order the bar follows, newest first; the shown one is among them. */
  trackedOrderIds: string[]
  /** The allergens the customer hides from the menu (their cookie; ADR 045). */
  avoidedAllergens: readonly Allergen[]
  showPopup: (popup: Popup) => void
  closePopup: () => void
  openLoginDrawer: () => void
  closeLoginDrawer: () => void
  openProfileDrawer: (view?: ProfileDrawerView) => void
  closeProfileDrawer: () => void
  trackOrder: (orderId: string) => void
  /** Shows another of the tracked orders in the bar. */
  showTrackedOrder: (orderId: string) => void
  /** Stops following one order (the shown one by default); the bar moves on to the next. */
  stopTracking: (orderId?: string) => void
}

export const createUiSlice: SliceCreator<UiSlice> = (set) => ({
  popup: null,
  loginDrawerOpen: false,
  profileDrawerOpen: false,
  profileDrawerView: 'history',
  trackedOrderId: null,
  trackedOrderIds: [],
  avoidedAllergens: [],
  showPopup: (popup) => set({ popup }),
  closePopup: () => set({ popup: null }),
  // One drawer at a time: opening one closes the other.
  openLoginDrawer: () =>
    set({ loginDrawerOpen: true, profileDrawerOpen: false }),
  closeLoginDrawer: () => set({ loginDrawerOpen: false }),
  openProfileDrawer: (profileDrawerView = 'history') =>
    set({ profileDrawerOpen: true, profileDrawerView, loginDrawerOpen: false }),
  closeProfileDrawer: () => set({ profileDrawerOpen: false }),
  trackOrder: (trackedOrderId) =>
    set((state) => ({
      trackedOrderId,
      trackedOrderIds: [
        trackedOrderId,
        ...state.trackedOrderIds.filter((id) => id !== trackedOrderId),
      ].slice(0, MAX_TRACKED_ORDERS),
    })),
  showTrackedOrder: (orderId) =>
    set((state) =>
      state.trackedOrderIds.includes(orderId)
        ? { trackedOrderId: orderId }
        : state,
    ),
  stopTracking: (orderId) =>
    set((state) => {
      const stopped = orderId ?? state.trackedOrderId
      const trackedOrderIds = state.trackedOrderIds.filter(
        (id) => id !== stopped,
      )
      const trackedOrderId =
        state.trackedOrderId === stopped
          ? (trackedOrderIds[0] ?? null)
          : state.trackedOrderId
      return { trackedOrderId, trackedOrderIds }
    }),
})
