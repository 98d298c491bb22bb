export { ApiError, isApiError } from './api-error'
export type {
  BulkCartItem,
  OtpSent,
  SignupPayload,
  VerifiedSession,
} from './auth'
export { addCartItemsBulk, login, signup, verifyOtp } from './auth'
export { getBlogPost, getBlogPosts } from './blog'
export type { ApiEnvelope, ApiOptions, ApiRequest } from './client'
export { apiRequest, configureApi, getApiBase } from './client'
export { getMenuItems, getMenus } from './menus'
export { getPolicy } from './policy'
export { getProfile } from './profile'
export { getShopSettings, getShopStatus } from './shop'
