/**
 * Machine-readable error codes shared by the API replies and the client's
 * ApiError, defined once so both sides agree: the API's `DomainError` and every
 * reply of its error handler take an `ErrorCode`, so a code missing here fails
 * the type check. A new code is added here first.
 */
export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  /** A body over the endpoint's size limit (413). */
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  /** The client's name for a 5xx that carried no code (a proxy's error page, a crash). */
  SERVER_ERROR: 'SERVER_ERROR',
  /** The API's own 5xx: details go to its log, the reply stays generic. */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** A body that is not JSON (400). */
  INVALID_JSON: 'INVALID_JSON',
  /** A path with a broken % escape (400) or a part over the router's length (414). */
  BAD_URL: 'BAD_URL',
  /** Headers over Node's limit (431), answered before Fastify. */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  /** A request whose body never finished arriving (408). */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  NETWORK_ERROR: 'NETWORK_ERROR',
  /** No reply within the client's time-out (client only). */
  TIMEOUT: 'TIMEOUT',
  REQUEST_FAILED: 'REQUEST_FAILED',
  NO_TOKEN: 'NO_TOKEN',
  INVALID_MOBILE: 'INVALID_MOBILE',
  NOT_REGISTERED: 'NOT_REGISTERED',
  MOBILE_TAKEN: 'MOBILE_TAKEN',
  MOBILE_NOT_SUPPORTED: 'MOBILE_NOT_SUPPORTED',
  OTP_INVALID: 'OTP_INVALID',
  OTP_LOCKED: 'OTP_LOCKED',
  OTP_RATE_LIMITED: 'OTP_RATE_LIMITED',
  OTP_TOO_MANY_ATTEMPTS: 'OTP_TOO_MANY_ATTEMPTS',
  OTP_EXPIRED: 'OTP_EXPIRED',
  /** The SMS gateway failed to send the code (502). */
  SMS_FAILED: 'SMS_FAILED',
  /** The restaurant-wide cap of code texts per 24 hours is reached (503, SMS-pumping guard). */
  SMS_DAILY_CAP: 'SMS_DAILY_CAP',
  /** Many codes from this address were never entered: solve the challenge for one more (428). */
  CHALLENGE_REQUIRED: 'CHALLENGE_REQUIRED',
  INVALID_POSTCODE: 'INVALID_POSTCODE',
  OUTSIDE_DELIVERY_AREA: 'OUTSIDE_DELIVERY_AREA',
  SHOP_CLOSED: 'SHOP_CLOSED',
  DELIVERY_CLOSED: 'DELIVERY_CLOSED',
  /** The kitchen paused new orders for a while (busy). */
  ORDERING_PAUSED: 'ORDERING_PAUSED',
  /** Paying online was chosen but Stripe is not configured. */
  ONLINE_PAYMENT_UNAVAILABLE: 'ONLINE_PAYMENT_UNAVAILABLE',
  /** An order for later at a time that is not one of this evening's open slots. */
  SLOT_NOT_OPEN: 'SLOT_NOT_OPEN',
  BELOW_DELIVERY_MINIMUM: 'BELOW_DELIVERY_MINIMUM',
  /** At checkout: a line of the basket is no longer orderable (read the basket again). */
  ITEM_UNAVAILABLE: 'ITEM_UNAVAILABLE',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  INVALID_STATUS_CHANGE: 'INVALID_STATUS_CHANGE',
  CART_EMPTY: 'CART_EMPTY',
  CART_ITEM_NOT_FOUND: 'CART_ITEM_NOT_FOUND',
  MENU_ITEM_NOT_FOUND: 'MENU_ITEM_NOT_FOUND',
  /** Adding to the basket: the dish is switched off (outside its hours, withdrawn). */
  MENU_ITEM_UNAVAILABLE: 'MENU_ITEM_UNAVAILABLE',
  /** Adding to the basket: the kitchen marked the dish sold out tonight. */
  MENU_ITEM_SOLD_OUT: 'MENU_ITEM_SOLD_OUT',
  ADDON_NOT_FOUND: 'ADDON_NOT_FOUND',
  ADDON_SOLD_OUT: 'ADDON_SOLD_OUT',
  /** Fewer or more add-on choices than the group's min/max. */
  ADDON_CHOICES_INVALID: 'ADDON_CHOICES_INVALID',
  /** Over the most of one dish or the most different lines a basket holds. */
  CART_LIMIT: 'CART_LIMIT',
  /** Order again: none of the past order's lines can be added today. */
  NOTHING_TO_REORDER: 'NOTHING_TO_REORDER',
  CATEGORY_NOT_FOUND: 'CATEGORY_NOT_FOUND',
  ADDON_GROUP_NOT_FOUND: 'ADDON_GROUP_NOT_FOUND',
  ADDON_OPTION_NOT_FOUND: 'ADDON_OPTION_NOT_FOUND',
  /** A sold-out switch for a dish or option the menu does not have. */
  STOCK_ITEM_NOT_FOUND: 'STOCK_ITEM_NOT_FOUND',
  ADDRESS_NOT_FOUND: 'ADDRESS_NOT_FOUND',
  ADDRESS_LIMIT: 'ADDRESS_LIMIT',
  PRIMARY_ADDRESS_REQUIRED: 'PRIMARY_ADDRESS_REQUIRED',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  /** Another screen moved the order between reading and writing it (409). */
  STATUS_CHANGED_MEANWHILE: 'STATUS_CHANGED_MEANWHILE',
  /** A ready time for an order that is not being prepared. */
  NOT_IN_PREPARATION: 'NOT_IN_PREPARATION',
  /** Undo after its window closed, or with nothing done. */
  NOTHING_TO_UNDO: 'NOTHING_TO_UNDO',
  /** Printing on the kitchen printer when the owner has set none (409). */
  PRINTER_NOT_SET: 'PRINTER_NOT_SET',
  /** A printer address that is not a host or IPv4 address with an optional port (400). */
  PRINTER_ADDRESS_INVALID: 'PRINTER_ADDRESS_INVALID',
  /** A printer model the ticket encoder does not know (400). */
  PRINTER_MODEL_UNKNOWN: 'PRINTER_MODEL_UNKNOWN',
  /** A busy pause longer than the 12 hours allowed. */
  PAUSE_TOO_LONG: 'PAUSE_TOO_LONG',
  /** Too many live order views (429, customer) or kitchen boards (429, staff) open. */
  TOO_MANY_STREAMS: 'TOO_MANY_STREAMS',
  TOO_MANY_BOARDS: 'TOO_MANY_BOARDS',
  /** A staff login on a customer endpoint (403: logging in again would not help). */
  STAFF_SESSION: 'STAFF_SESSION',
  /** A customer login on a staff endpoint (403). */
  CUSTOMER_SESSION: 'CUSTOMER_SESSION',
  /** A mobile that is not on the staff list. */
  NOT_STAFF: 'NOT_STAFF',
  STAFF_NOT_FOUND: 'STAFF_NOT_FOUND',
  /** Removing or demoting the only owner. */
  LAST_OWNER: 'LAST_OWNER',
  OWNER_ONLY: 'OWNER_ONLY',
  /** A refund for an order not paid through Stripe. */
  NOT_PAID_ONLINE: 'NOT_PAID_ONLINE',
  REFUND_TOO_LARGE: 'REFUND_TOO_LARGE',
  /** Stripe failed or refused (502). */
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
  /** A Stripe webhook whose signature does not verify (400). */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  /** A signed Stripe event whose figures are not as Stripe sends them (400). */
  WEBHOOK_EVENT_INVALID: 'WEBHOOK_EVENT_INVALID',
  /** Accepting an order whose money has gone back in full (409). */
  ORDER_REFUNDED: 'ORDER_REFUNDED',
  POLICY_NOT_FOUND: 'POLICY_NOT_FOUND',
  INVALID_BLOG_SLUG: 'INVALID_BLOG_SLUG',
  BLOG_NOT_FOUND: 'BLOG_NOT_FOUND',
  /** An owner's edit based on an older version than the stored one. */
  STALE_EDIT: 'STALE_EDIT',
  /** Another post already lives at that address (slug). */
  SLUG_TAKEN: 'SLUG_TAKEN',
  POST_NOT_FOUND: 'POST_NOT_FOUND',
  /** An upload that is not a JPEG, PNG, WebP or HEIC photo (or is damaged). */
  PHOTO_NOT_SUPPORTED: 'PHOTO_NOT_SUPPORTED',
  PHOTO_TOO_LARGE: 'PHOTO_TOO_LARGE',
  PHOTO_TOO_MANY_PIXELS: 'PHOTO_TOO_MANY_PIXELS',
  PHOTO_TOO_SMALL: 'PHOTO_TOO_SMALL',
  PHOTO_RATE_LIMITED: 'PHOTO_RATE_LIMITED',
  PHOTO_NOT_FOUND: 'PHOTO_NOT_FOUND',
  /** An owner asked for a version of a policy that was never saved. */
  POLICY_VERSION_NOT_FOUND: 'POLICY_VERSION_NOT_FOUND',
} as const

/** One of ERROR_CODES: a literal not listed there is a type error on both sides. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
