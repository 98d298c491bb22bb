/** Business constants and limits of SPEC section 9. */

export const OTP_LENGTH = 4
/** A mobile travels as 10 digits; 11 are accepted when the first is 0. */
export const MOBILE_LENGTH = 10
export const MOBILE_LENGTH_WITH_ZERO = 11
export const COUNTRY_PREFIX = '+44'

export const NAME_MAX_LENGTH = 50
export const EMAIL_MAX_LENGTH = 100
export const ADDRESS_FIELD_MAX_LENGTH = 30
export const CUSTOM_LABEL_MAX_LENGTH = 30
export const ADDRESS_LABELS = ['home', 'work', 'others'] as const

export const POPUP_AUTO_CLOSE_MS = 2_000
export const ERROR_RESET_MS = 3_000
export const TRACKING_AGE_REFRESH_MS = 60_000

export const ORDER_HISTORY_LIMIT = 5
/** The most orders the tracking bar follows at once: older ones drop off when a new one starts. */
export const MAX_TRACKED_ORDERS = 3
export const BLOG_SKELETON_COUNT = 8

export const CURRENCY = 'GBP'
export const LOCALE = 'en-GB'
export const TIME_ZONE = 'Europe/London'

/** Storage keys carry the team prefix: the page is shared by every app. */
export const STORAGE_KEYS = {
  token: 'food:token',
  guestCart: 'food:cart',
  /** The order the tracking bar follows, so it reopens after a reload. */
  latestOrder: 'food:latest-order',
  /** Every order the tracking bar follows (a customer may have two on the go), newest first. */
  trackedOrders: 'food:tracked-orders',
  /** The basket the customer closed the cart bar on: it stays closed until the basket changes. */
  cartBarClosed: 'food:cart-bar-closed',
  /** The kitchen's staff session, separate from any customer's. */
  staffToken: 'food:staff-token',
  /** Where earlier versions kept the allergens a customer hides: now a cookie (ADR 045). */
  avoidedAllergens: 'food:avoided-allergens',
} as const

/** Most of one dish per basket line, and the longest kitchen note (the API's limits). */
export const MAX_LINE_QUANTITY = 50
export const MAX_INSTRUCTIONS_LENGTH = 200
/** The longest note to the kitchen on an order (the API's limit). */
export const MAX_ORDER_NOTE_LENGTH = 300
/** The longest search text: the API refuses more, the search box stops there. */
export const SEARCH_MAX_LENGTH = 100

/**
 * How long one API call may take before the page gives up on it and shows that
 * call's message with a way to try again: a hung server must never mean an
 * endless spinner. Generous for a slow phone connection; the API answers in ms.
 */
export const REQUEST_TIMEOUT_MS = 8000

/** Routes that show the basket themselves: the cart bar (and its skip link) stays away there. */
export const CART_BAR_HIDDEN_ROUTES = ['/checkout', '/orders'] as const
