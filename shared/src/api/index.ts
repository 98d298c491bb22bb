export type { AddressPayload } from './addresses'
export {
  addAddress,
  addressesQuery,
  deleteAddress,
  getAddresses,
  primaryFirst,
  setPrimaryAddress,
  updateAddress,
} from './addresses'
export { ApiError, isApiError } from './api-error'
export type {
  ChallengeSolution,
  OtpChallenge,
  OtpSent,
  SignupPayload,
  VerifiedSession,
} from './auth'
export {
  getOtpChallenge,
  login,
  logoutEverywhere,
  logoutSession,
  signup,
  verifyOtp,
} from './auth'
export {
  blogListQuery,
  blogPostQuery,
  getBlogPost,
  getBlogPosts,
} from './blog'
export type { BulkCartItem } from './cart'
export {
  addCartItemsBulk,
  deliveryFeeQuery,
  getCart,
  getDeliveryFee,
  removeCartItem,
  updateCartQuantity,
} from './cart'
export type {
  ApiEnvelope,
  ApiOptions,
  ApiRequest,
  SessionBinding,
} from './client'
export {
  apiDownload,
  apiRequest,
  bindStaffSession,
  configureApi,
  getApiBase,
} from './client'
export { makeIdempotencyKey } from './idempotency-key'
export {
  activeCategories,
  getMenuItems,
  getMenus,
  menuItemsQuery,
  menuQuery,
} from './menus'
export type { OrderWatcher } from './order-stream'
export { getOrder, watchOrder } from './order-stream'
export {
  cancelPayment,
  confirmPayment,
  getOrders,
  ordersQuery,
  reorder,
  submitOrder,
} from './orders'
export { getPolicy, policyQuery } from './policy'
export { getProfile } from './profile'
export type { MenuSearchResults, SearchResult } from './search'
export { menuSearchQuery, searchMenu } from './search'
export {
  getShopSettings,
  getShopStatus,
  shopSettingsQuery,
  shopStatusQuery,
} from './shop'
export type {
  SiteSettingsSection,
  SiteSettingsSections,
} from './site-settings'
export {
  getOwnerPolicy,
  getPolicyVersion,
  getSiteSettings,
  ownerPolicyQuery,
  policyVersionQuery,
  restorePolicyVersion,
  savePolicy,
  saveSiteSettings,
  siteSettingsQuery,
} from './site-settings'
export type {
  KitchenBoardWatcher,
  OrderActionResult,
  StaffAccountPayload,
  StaffChange,
  StaffSignedIn,
} from './staff'
export {
  AUDIT_PAGE_SIZE,
  acceptOrder,
  acknowledgeOrder,
  addStaffAccount,
  advanceOrder,
  cancelOrder,
  changeReadyTime,
  downloadTakingsCsv,
  endBusy,
  getKitchenBoard,
  getKitchenMenu,
  getKitchenShopState,
  getShopHours,
  getStaffAccounts,
  getStaffAudit,
  getStaffMe,
  getTakings,
  kitchenBoardQuery,
  kitchenMenuQuery,
  kitchenShopStateQuery,
  pauseOrders,
  refundOrder,
  rejectOrder,
  removeHoursException,
  removeStaffAccount,
  resumeOrders,
  saveHoursException,
  saveShopHours,
  setMenuStock,
  shopHoursQuery,
  staffAccountsQuery,
  staffAuditQuery,
  staffLogin,
  staffLogout,
  staffMeQuery,
  staffVerifyOtp,
  startBusy,
  takingsQuery,
  undoOrder,
  watchKitchenBoard,
} from './staff'
export type {
  CatalogueOrder,
  CategoryChange,
  SavedCategory,
} from './staff-catalogue'
export {
  addAddonGroup,
  addCategory,
  addDish,
  getStaffCatalogue,
  reorderCategories,
  reorderDishes,
  saveAddonGroup,
  saveCategory,
  saveDish,
  setDishRetired,
  staffCatalogueQuery,
} from './staff-catalogue'
export { PHOTO_UPLOAD_TIMEOUT_MS, uploadPhoto } from './staff-photos'
export {
  createStaffPost,
  getStaffPost,
  getStaffPosts,
  publishStaffPost,
  saveStaffPost,
  staffPostQuery,
  staffPostsQuery,
  unpublishStaffPost,
} from './staff-posts'
