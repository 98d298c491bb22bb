export type { CatalogueOrder } from '../wire/menu-editing'
export type { AddressPayload } from './addresses'
export { ApiError, isApiError } from './api-error'
export type {
  OtpChallenge,
  OtpSent,
} from './auth'
export {
  getOtpChallenge,
  login,
  logoutEverywhere,
  signup,
  verifyOtp,
} from './auth'
export {
  blogListQuery,
  blogPostQuery,
  getBlogPosts,
} from './blog'
export type { BulkCartItem } from './cart'
export {
  addCartItemsBulk,
  deliveryFeeQuery,
  removeCartItem,
  updateCartQuantity,
} from './cart'
export {
  bindStaffSession,
  configureApi,
  getApiBase,
} from './client'
export { makeIdempotencyKey } from './idempotency-key'
export {
  activeCategories,
  menuItemsQuery,
  menuQuery,
} from './menus'
export { watchOrder } from './order-stream'
export {
  cancelPayment,
  confirmPayment,
  reorder,
  submitOrder,
} from './orders'
export { policyQuery } from './policy'
export type { SearchResult } from './search'
export { menuSearchQuery } from './search'
export {
  shopSettingsQuery,
  shopStatusQuery,
} from './shop'
export type {
  SiteSettingsPayloads,
  SiteSettingsSection,
} from './site-settings'
export {
  ownerPolicyQuery,
  policyVersionQuery,
  restorePolicyVersion,
  savePolicy,
  saveSiteSettings,
  siteSettingsQuery,
} from './site-settings'
export type {
  OrderActionResult,
  StaffAccountPayload,
  StaffChange,
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
  downloadTakingsOrdersCsv,
  endBusy,
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
export {
  addAddonGroup,
  addCategory,
  addDish,
  reorderCategories,
  reorderDishes,
  saveAddonGroup,
  saveCategory,
  saveDish,
  setDishRetired,
  staffCatalogueQuery,
} from './staff-catalogue'
export {
  kitchenSettingsQuery,
  saveKitchenSettings,
} from './staff-kitchen-settings'
export { uploadPhoto } from './staff-photos'
export {
  createStaffPost,
  publishStaffPost,
  saveStaffPost,
  staffPostQuery,
  staffPostsQuery,
  unpublishStaffPost,
} from './staff-posts'
export {
  printingSettingsQuery,
  printOnKitchenPrinter,
  printTestPage,
  setAutoPrint,
  setKitchenPrinter,
} from './staff-printing'
