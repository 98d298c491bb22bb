import type { KitchenSettings, StaffOrderView } from '../wire/kitchen'
import type { Order } from './order'

/** Ready-time presets offered when accepting an order, in minutes. */
export const READY_TIME_PRESETS = [5, 10, 15, 20, 30, 45, 60] as const
/** Shortest ready time a member may quote: nothing is cooked sooner. */
export const MIN_READY_MINUTES = 5
/**
 * An order for later waits in the board's Scheduled column and rings this long before it is
 * due; the time to answer it (or see it rejected) runs from then.
 */
export const SCHEDULED_RING_BEFORE_MINUTES = 30
/** Longest ready time a member may quote. */
export const MAX_READY_MINUTES = 180

/** The owner's kitchen settings' bounds (the database checks the same). */
export const KITCHEN_SETTING_LIMITS = {
  /** An unanswered order is flagged after 1 to 30 minutes… */
  alertAfterMax: 30,
  /** …and rejected later than that, within the hour. */
  rejectAfterMax: 60,
  ringVolumeMax: 100,
} as const
/** The sounds the board can ring with; `beep` is the two short tones it always had. */
export const RING_SOUNDS = ['beep', 'chime', 'bell'] as const
export type RingSound = (typeof RING_SOUNDS)[number]
export const RING_SOUND_LABELS: Record<RingSound, string> = {
  beep: 'Beep (two short tones)',
  chime: 'Chime (three rising notes)',
  bell: 'Bell (one long ring)',
}

/** Why the kitchen rejects an order; the customer reads the text. */
export const REJECT_REASONS = {
  too_busy: 'The kitchen is too busy to take it right now.',
  item_unavailable: 'Something in it has run out.',
  outside_area: 'The address is outside our delivery area.',
  closing_soon: 'The kitchen is closing soon.',
} as const
export type RejectReason = keyof typeof REJECT_REASONS | 'other'
export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  too_busy: 'Too busy',
  item_unavailable: 'Item unavailable',
  outside_area: 'Outside delivery area',
  closing_soon: 'Closing soon',
  other: 'Other',
}
/** What an order rejected as "Item unavailable" must say: which of its dishes ran out. */
export const RAN_OUT_REQUIRED = 'Please choose what has run out.'
/** The most order lines a rejection may name (more than any real basket holds). */
export const MAX_RAN_OUT_ITEMS = 100

/** Longest "other" reason a member may type. */
export const MAX_REJECT_TEXT_LENGTH = 200
/** Longest reason the owner may give for a refund. */
export const MAX_REFUND_REASON_LENGTH = 200
/** What the customer reads when nobody answered the order in time. */
export const UNANSWERED_REJECT_TEXT = 'The restaurant did not respond in time'

/** How long a mistaken tap can be taken back. */
export const UNDO_WINDOW_MS = 10_000

/** Longest name the owner may give a member. */
export const MAX_STAFF_NAME_LENGTH = 60

/** The staff, their roles and the owner's audit log: the wire contract's (@food/shared/wire). */
export type { StaffAuditEntry, StaffMember, StaffRole } from '../wire/staff'

/**
 * An order as the board sees it (@food/shared/wire), its statuses widened like `Order`'s so an
 * unknown one still shows.
 */
export type StaffOrder = Omit<StaffOrderView, 'order_status'> &
  Pick<Order, 'order_status'>

/** The shop's rules the board applies: the wire contract's (@food/shared/wire). */
export type { KitchenSettings } from '../wire/kitchen'
export type {
  PrinterPayload,
  PrintingSettings,
  TicketPrint,
} from '../wire/kitchen-printing'
/** What the owner sets on the Site page's Kitchen board section (@food/shared/wire). */
export type { OwnerKitchenSettings } from '../wire/kitchen-settings'

export type KitchenBoard = {
  orders: StaffOrder[]
  settings: KitchenSettings
  /** The server's clock, so the board's ages do not depend on the tablet's. */
  serverTime: string
  /** Where "today" (Done and Rejected) began: the trading day runs past midnight. */
  dayStartedAt: string
}

/** The Sold out page's dishes and options, and a stock change: the wire contract's. */
export type {
  KitchenMenu,
  MenuStock,
  StockState,
} from '../wire/kitchen-menu'

/** The minutes busy mode may add to every quote. */
export const BUSY_MINUTES = [10, 20, 30] as const
export type BusyMinutes = (typeof BUSY_MINUTES)[number]
/** Longest reason a member may give for pausing online orders. */
export const MAX_PAUSE_REASON_LENGTH = 80

/** GET /staff/hours and an exception the owner sends: the wire contract's (@food/shared/wire). */
export type {
  HoursExceptionPayload,
  ShopHours,
} from '../wire/kitchen-hours'
/** Busy mode and the pause of online orders: the wire contract's (@food/shared/wire). */
export type { KitchenShopState } from '../wire/kitchen-shop'
export type { HoursException } from '../wire/shop-settings'
/** GET /staff/takings: the wire contract's (@food/shared/wire). */
export type { Takings } from '../wire/takings'

/** Longest note an exception may carry ("Christmas Day"). */
export const MAX_EXCEPTION_NOTE_LENGTH = 80
