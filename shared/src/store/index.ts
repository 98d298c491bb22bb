export {
  addGuestCartItem,
  clearGuestCart,
  clearSession,
  closeLoginDrawer,
  closeProfileDrawer,
  getGuestCart,
  getToken,
  logout,
  openLoginDrawer,
  openProfileDrawer,
  removeGuestCartItem,
  selectAddress,
  setAvoidedAllergens,
  setSession,
  showCartBar,
  showPopup,
  showTrackedOrder,
  signOut,
  stopTracking,
  trackOrder,
  updateGuestCartQuantity,
} from './actions'
export type { AppStore } from './app-store'
export { appStore, createAppStore, restoreSavedState } from './app-store'
export { isCartBarRoute } from './cart-bar'
export {
  StoreProvider,
  useAvoidedAllergens,
  useGuestCart,
  useIsLoggedIn,
  useLoginDrawerOpen,
  useProfileDrawerOpen,
  useProfileDrawerView,
  useTrackedOrderId,
  useTrackedOrderIds,
} from './hooks'
export {
  parseAvoidedAllergens,
  readStaffToken,
  writeStaffToken,
} from './storage'
