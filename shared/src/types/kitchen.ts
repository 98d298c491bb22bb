import type { Order } from './order'

/** Ready-time presets offered when accepting an order, in minutes. */
export const READY_TIME_PRESETS = [10, 15, 20, 30, 45, 60] as const
export const DEFAULT_READY_MINUTES = 20
/** Longest ready time a member may quote. */
export const MAX_READY_MINUTES = 180

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
/** Longest "other" reason a member may type. */
export const MAX_REJECT_TEXT_LENGTH = 200
/** What the customer reads when nobody answered the order in time. */
export const UNANSWERED_REJECT_TEXT = 'The restaurant did not respond in time'

/** How long a mistaken tap can be taken back. */
export const UNDO_WINDOW_MS = 10_000

export type StaffRole = 'staff' | 'owner'

export type StaffMember = {
  id: string
  name: string
  mobile: string
  role: StaffRole
}

/** An order as the kitchen's board reads it. */
export type StaffOrder = Order & {
  customer: { name: string; mobile: string }
  next_status: string | null
  acknowledgedAt: string | null
  /** The status undo would go back to, until `undoUntil`. */
  undo: { status: string; until: string } | null
}

/** The shop's rules the board applies. */
export type KitchenSettings = {
  /** An order nobody has acknowledged after this long is shown as overdue. */
  alertAfterMinutes: number
  /** …and is rejected automatically after this long. */
  rejectAfterMinutes: number
  /** Print the ticket when an order is accepted. */
  autoPrint: boolean
  defaultReadyMinutes: number
  /** Minutes busy mode adds to every quote now (0 when not busy): the board says so. */
  busyMinutes: number
}

export type KitchenBoard = {
  orders: StaffOrder[]
  settings: KitchenSettings
  /** The server's clock, so the board's ages do not depend on the tablet's. */
  serverTime: string
  /** Where "today" (Done and Rejected) began: the trading day runs past midnight. */
  dayStartedAt: string
}

/** One entry of the owner's audit log: who did what, when, to what. */
export type StaffAuditEntry = {
  id: string
  staffId: string | null
  staffName: string
  at: string
  action: string
  subject: string
  before: unknown
  after: unknown
}
