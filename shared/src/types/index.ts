export type { Allergen } from './allergens'
export { UK_ALLERGENS } from './allergens'
export type {
  BlogDetailError,
  BlogDetailState,
  BlogListState,
  BlogPost,
} from './blog'
export type {
  CartDiscount,
  CartItem,
  CartLineAddon,
  DeliveryFee,
  GuestCartAddon,
  GuestCartItem,
  ServerCart,
} from './cart'
export {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_LABELS,
  BLOG_SKELETON_COUNT,
  CART_BAR_HIDDEN_ROUTES,
  COUNTRY_PREFIX,
  CURRENCY,
  CUSTOM_LABEL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ERROR_RESET_MS,
  LOCALE,
  MAX_INSTRUCTIONS_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_ORDER_NOTE_LENGTH,
  MAX_TRACKED_ORDERS,
  MOBILE_LENGTH,
  MOBILE_LENGTH_WITH_ZERO,
  NAME_MAX_LENGTH,
  ORDER_HISTORY_LIMIT,
  OTP_LENGTH,
  POPUP_AUTO_CLOSE_MS,
  SEARCH_MAX_LENGTH,
  STORAGE_KEYS,
  TIME_ZONE,
  TRACKING_AGE_REFRESH_MS,
} from './constants'
export type { ErrorCode } from './error-codes'
export { ERROR_CODES } from './error-codes'
export type {
  BusyMinutes,
  HoursException,
  HoursExceptionPayload,
  KitchenBoard,
  KitchenMenu,
  KitchenSettings,
  KitchenShopState,
  MenuStock,
  RejectReason,
  ShopHours,
  StaffAuditEntry,
  StaffMember,
  StaffOrder,
  StaffRole,
  StockState,
  Takings,
} from './kitchen'
export {
  BUSY_MINUTES,
  DEFAULT_READY_MINUTES,
  MAX_EXCEPTION_NOTE_LENGTH,
  MAX_PAUSE_REASON_LENGTH,
  MAX_READY_MINUTES,
  MAX_REFUND_REASON_LENGTH,
  MAX_REJECT_TEXT_LENGTH,
  READY_TIME_PRESETS,
  REJECT_REASON_LABELS,
  REJECT_REASONS,
  SCHEDULED_RING_BEFORE_MINUTES,
  UNANSWERED_REJECT_TEXT,
  UNDO_WINDOW_MS,
} from './kitchen'
export type {
  AddonGroup,
  AddonItem,
  FoodType,
  MenuCategory,
  MenuHoliday,
  MenuItem,
  MenuList,
} from './menu'
export type {
  AddonGroupPayload,
  DishPayload,
  EditableAddonGroup,
  EditableAddonOption,
  EditableCategory,
  EditableDish,
  EditableMenu,
} from './menu-editing'
export {
  DISH_DESCRIPTION_MAX_LENGTH,
  DISH_PRICE_MAX_PENCE,
  DISH_PRICE_MIN_PENCE,
  MAX_GROUPS_PER_DISH,
  MAX_OPTIONS_PER_GROUP,
  MENU_NAME_MAX_LENGTH,
  OPTION_PRICE_MAX_PENCE,
} from './menu-editing'
export type { LeftOutLine, MessageKey } from './messages'
export {
  MESSAGES,
  reorderMessage,
  VALIDATION_MESSAGES,
} from './messages'
export type {
  Order,
  OrderAddress,
  OrderItem,
  OrderPayload,
  OrderStatus,
  PaymentMethod,
} from './order'
export type { Photo, PhotoVariant } from './photo'
export { MAX_PHOTO_BYTES, MAX_PHOTO_MB } from './photo'
export type { Popup } from './popup'
export type {
  DayHours,
  DeliveryFeeBand,
  FulfilmentTimes,
  MinutesRange,
  OrderingTimes,
  PolicyDocument,
  ShopSettings,
  ShopStatus,
  SocialLink,
} from './shop'
export type {
  ContactDetails,
  MoneyRules,
  OwnerPolicy,
  PolicyName,
  PolicyVersion,
  PolicyVersionSummary,
  SavedBy,
  SiteTexts,
  SocialNetwork,
  Versioned,
} from './site'
export { POLICY_NAMES, SITE_LIMITS, SOCIAL_NETWORKS } from './site'
export type {
  PostState,
  StaffPost,
  StaffPostFields,
  StaffPostSummary,
} from './staff-post'
export { POST_LIMITS } from './staff-post'
export type { Address, AddressLabel, User } from './user'
