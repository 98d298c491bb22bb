export type { Allergen } from './allergens'
export { allergensInUkOrder, UK_ALLERGENS } from './allergens'
export type { BlogPost } from './blog'
export type {
  CartItem,
  DeliveryFee,
  GuestCartAddon,
  GuestCartItem,
  ServerCart,
} from './cart'
export {
  BLOG_SKELETON_COUNT,
  COUNTRY_PREFIX,
  EMAIL_MAX_LENGTH,
  LOCALE,
  MAX_INSTRUCTIONS_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_ORDER_NOTE_LENGTH,
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
  OwnerKitchenSettings,
  PrinterPayload,
  PrintingSettings,
  RejectReason,
  RingSound,
  ShopHours,
  StaffAuditEntry,
  StaffMember,
  StaffOrder,
  StaffRole,
  StockState,
  Takings,
  TicketPrint,
} from './kitchen'
export {
  BUSY_MINUTES,
  KITCHEN_SETTING_LIMITS,
  MAX_EXCEPTION_NOTE_LENGTH,
  MAX_PAUSE_REASON_LENGTH,
  MAX_READY_MINUTES,
  MAX_REFUND_REASON_LENGTH,
  MAX_REJECT_TEXT_LENGTH,
  MAX_STAFF_NAME_LENGTH,
  MIN_READY_MINUTES,
  RAN_OUT_REQUIRED,
  READY_TIME_PRESETS,
  REJECT_REASON_LABELS,
  REJECT_REASONS,
  RING_SOUND_LABELS,
  RING_SOUNDS,
  SCHEDULED_RING_BEFORE_MINUTES,
  UNANSWERED_REJECT_TEXT,
  UNDO_WINDOW_MS,
} from './kitchen'
export type {
  AddonGroup,
  FoodType,
  MenuCategory,
  MenuHoliday,
  MenuItem,
} from './menu'
export type {
  AddonGroupPayload,
  DishPayload,
  EditableAddonGroup,
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
export type { LeftOutLine } from './messages'
export {
  MESSAGES,
  reorderMessage,
  VALIDATION_MESSAGES,
} from './messages'
export type {
  Order,
  OrderItem,
  OrderPayload,
  OrderStep,
  PaymentMethod,
} from './order'
export type { Photo, PhotoVariant } from './photo'
export { MAX_PHOTO_BYTES, MAX_PHOTO_MB } from './photo'
export type {
  DayHours,
  FulfilmentTimes,
  OrderingTimes,
  ShopSettings,
} from './shop'
export type {
  ContactDetails,
  MoneyRules,
  OwnerPolicy,
  PolicyName,
  PolicyVersion,
  PolicyVersionSummary,
  SiteTexts,
  SocialNetwork,
  Versioned,
} from './site'
export { POLICY_NAMES, SITE_LIMITS, SOCIAL_NETWORKS } from './site'
export type {
  StaffPost,
  StaffPostFields,
} from './staff-post'
export { POST_LIMITS } from './staff-post'
export type { Address } from './user'
