export {
  addGuestCartItem,
  clearGuestCart,
  clearSession,
  closeLoginDrawer,
  closeProfileDrawer,
  getGuestCart,
  getToken,
  hideCartBar,
  loadServerCart,
  logout,
  openLoginDrawer,
  openProfileDrawer,
  removeGuestCartItem,
  selectAddress,
  setCheckoutNotice,
  setServerCart,
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
  useCartBarVisible,
  useCartCount,
  useCheckoutNotice,
  useGuestCart,
  useIsLoggedIn,
  useLoginDrawerOpen,
  useProfileDrawerOpen,
  useProfileDrawerView,
  useServerCart,
  useTrackedOrderId,
  useTrackedOrderIds,
} from './hooks'
export {
  readAvoidedAllergens,
  readStaffToken,
  writeAvoidedAllergens,
  writeStaffToken,
} from './storage'
