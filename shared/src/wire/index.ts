/**
 * The wire contract: the zod schemas of the API's requests and replies, pure (zod only, no
 * React, browser or axios), so the API's routes validate and document with them and the
 * client's types are inferred from them (docs/decisions/027-one-wire-contract.md).
 */
export type { OrderAddress } from './address'
export {
  addressChangeReply,
  addressListReply,
  addressReply,
} from './address'
export type { AddressInput } from './address-bodies'
export {
  addAddressBody,
  deleteAddressBody,
  setPrimaryBody,
  updateAddressBody,
} from './address-bodies'
export type { VerifyOtpReply } from './auth'
export {
  challengeReply,
  loginBody,
  otpSentReply,
  signupBody,
  verifyOtpBody,
  verifyOtpReply,
} from './auth'
export type { BlogPostView } from './blog'
export { blogListReply, blogPostReply } from './blog'
export type { StaffPost, StaffPostSummary } from './blog-editing'
export {
  postFields,
  postVersionBody,
  savePostBody,
  staffPostReply,
  staffPostsReply,
} from './blog-editing'
export type { BulkLine, ServerCart } from './cart'
export {
  addBulkBody,
  addBulkReply,
  cartReply,
  deleteLineBody,
  reorderReply,
  updateQuantityBody,
} from './cart'
export {
  type DeliveryFee,
  deliveryFeeBody,
  deliveryFeeReply,
} from './delivery'
export type { MailOutboxEntry, OutboxReply } from './dev-outbox'
export {
  mailOutboxQuery,
  mailOutboxReply,
  outboxReply,
} from './dev-outbox'
export type { ErrorReply } from './envelope'
export { errorReply, retryLaterReply } from './envelope'
export { eventStreamReply } from './event-stream'
export type { StaffOrderView } from './kitchen'
export {
  acceptBody,
  boardReply,
  changeStatusBody,
  readyTimeBody,
  refundBody,
  rejectBody,
  staffOrderReply,
  staffOrdersReply,
} from './kitchen'
export {
  exceptionBody,
  exceptionDate,
  hoursReply,
  weekBody,
} from './kitchen-hours'
export type { StockState } from './kitchen-menu'
export { kitchenMenuReply, menuStockReply, stockBody } from './kitchen-menu'
export type { PrinterPayload } from './kitchen-printing'
export {
  printBody,
  printerBody,
  printingSettingsBody,
  printingSettingsReply,
  testPrintReply,
} from './kitchen-printing'
export { kitchenSettingsBody, kitchenSettingsReply } from './kitchen-settings'
export {
  busyBody,
  type KitchenShopState,
  kitchenShopStateReply,
  pauseBody,
} from './kitchen-shop'
export type {
  AddonGroup,
  MenuCategory,
  MenuItemView,
  SearchResultView,
} from './menu'
export {
  categoriesReply,
  menuItemsBody,
  menuItemsReply,
  SEARCH_RESULT_LIMIT,
  searchBody,
  searchReply,
  searchResult,
} from './menu'
export type {
  EditableAddonGroup,
  EditableCategory,
  EditableDish,
} from './menu-editing'
export {
  catalogueAddonGroupReply,
  catalogueCategoryReply,
  catalogueDishReply,
  catalogueOrderReply,
  editableMenuReply,
} from './menu-editing'
export {
  catalogueAddonGroupBody,
  catalogueAddonGroupUpdateBody,
  catalogueCategoryBody,
  catalogueCategoryUpdateBody,
  catalogueDishBody,
  catalogueDishUpdateBody,
  catalogueOrderBody,
  catalogueVersionBody,
  menuId,
} from './menu-editing-bodies'
export type { OrderStep, OrderView, SubmitOrderInput } from './order'
export {
  orderReply,
  ordersReply,
  submitOrderBody,
  submitOrderReply,
} from './order'
export type { OrderStatus, OrderType } from './order-status'
export { isOrderStatus, nextStatus, ORDER_STATUSES } from './order-status'
export { paymentOrderReply, webhookReply } from './payment'
export {
  PHOTO_CONTENT_TYPES,
  PHOTO_ID,
  photoUploadReply,
  photoVariantReply,
} from './photo'
export type { Policy, PolicyName } from './policy'
export {
  HISTORY_LENGTH,
  ownerPolicyReply,
  policyBody,
  policyName,
  policyReply,
  policyVersionReply,
} from './policy'
export { restorePolicyBody, savePolicyBody } from './policy-versions'
export type { OrderingTimes, ShopStatus } from './shop'
export { shopStatusReply } from './shop'
export type { ShopSettings } from './shop-settings'
export { shopSettingsReply } from './shop-settings'
export {
  contactDetailsBody,
  contactDetailsReply,
  moneyRulesBody,
  moneyRulesReply,
  siteTextsBody,
  siteTextsReply,
} from './site'
export type {
  StaffAuditEntry,
  StaffMember,
  StaffRole,
  StaffSignedInReply,
} from './staff'
export {
  addStaffBody,
  auditQuery,
  staffAuditReply,
  staffLoginBody,
  staffMemberReply,
  staffMembersReply,
  staffSignedInReply,
  staffVerifyBody,
} from './staff'
export { takingsCsvReply, takingsDayQuery, takingsReply } from './takings'
export {
  orderTextsBody,
  orderTextsReply,
  profileReply,
  signedOutEverywhereReply,
  signedOutReply,
} from './user'
