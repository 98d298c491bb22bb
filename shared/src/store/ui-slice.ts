import type { Popup } from '../types/popup'
import type { SliceCreator } from './app-state'

/** What the profile drawer shows first: the order history, or the form for a new address. */
export type ProfileDrawerView = 'history' | 'new-address'

export type UiSlice = {
  popup: Popup | null
  loginDrawerOpen: boolean
  profileDrawerOpen: boolean
  profileDrawerView: ProfileDrawerView
  trackedOrderId: string | null
  showPopup: (popup: Popup) => void
  closePopup: () => void
  openLoginDrawer: () => void
  closeLoginDrawer: () => void
  openProfileDrawer: (view?: ProfileDrawerView) => void
  closeProfileDrawer: () => void
  trackOrder: (orderId: string) => void
  stopTracking: () => void
}

export const createUiSlice: SliceCreator<UiSlice> = (set) => ({
  popup: null,
  loginDrawerOpen: false,
  profileDrawerOpen: false,
  profileDrawerView: 'history',
  trackedOrderId: null,
  showPopup: (popup) => set({ popup }),
  closePopup: () => set({ popup: null }),
  // One drawer at a time: opening one closes the other.
  openLoginDrawer: () =>
    set({ loginDrawerOpen: true, profileDrawerOpen: false }),
  closeLoginDrawer: () => set({ loginDrawerOpen: false }),
  openProfileDrawer: (profileDrawerView = 'history') =>
    set({ profileDrawerOpen: true, profileDrawerView, loginDrawerOpen: false }),
  closeProfileDrawer: () => set({ profileDrawerOpen: false }),
  trackOrder: (trackedOrderId) => set({ trackedOrderId }),
  stopTracking: () => set({ trackedOrderId: null }),
})
