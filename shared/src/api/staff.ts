import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type {
  BusyMinutes,
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
  StockState,
  Takings,
} from '../types/kitchen'
import { MESSAGES } from '../types/messages'
import type { z } from '../validation/zod'
import type { OtpSentReply } from '../wire/auth'
import type {
  AcceptPayload,
  ChangeStatusPayload,
  ReadyTimePayload,
  RefundPayload,
  RejectPayload,
  staffOrderReply,
} from '../wire/kitchen'
import type { WeekHoursPayload } from '../wire/kitchen-hours'
import type { BusyPayload, PausePayload } from '../wire/kitchen-shop'
import type {
  StaffAccountPayload,
  StaffLoginPayload,
  StaffSignedInReply,
  StaffVerifyPayload,
} from '../wire/staff'
import type { TakingsDayPayload } from '../wire/takings'
import type { OtpSent } from './auth'
import {
  apiDownload,
  apiRequest,
  endStaffSession,
  staffSessionToken,
} from './client'
import { followEventStream } from './event-stream'
import { staffCall, staffChange } from './staff-call'

export type { StaffAccountPayload } from '../wire/staff'
export type { StaffChange } from './staff-call'

// The kitchen's calls (api/src/modules/staff and kitchen). Each sends the
// staff token (`auth: 'staff'`), never the customer's; a 401 forgets it.

/** A verified code: the staff session's token and the member it belongs to. */
export type StaffSignedIn = { token: string; staff: StaffMember }

/** POST /staff/login: texts a code to a number on the staff list (10 digits). */
export async function staffLogin(mobile: string): Promise<OtpSent> {
  const body = await apiRequest<OtpSentReply>({
    method: 'POST',
    url: '/staff/login',
    data: { mobile } satisfies StaffLoginPayload,
    fallback: MESSAGES.loginFailed,
  })
  return body.data
}

/** POST /staff/verify-otp: trades the 4-digit code for a staff session. */
export async function staffVerifyOtp(
  mobile: string,
  otp: string,
): Promise<StaffSignedIn> {
  const body = await apiRequest<StaffSignedInReply>({
    method: 'POST',
    url: '/staff/verify-otp',
    data: { mobile, otp } satisfies StaffVerifyPayload,
    fallback: MESSAGES.invalidOtp,
  })
  return { token: body.data, staff: body.staff }
}

/** GET /staff/me: the signed-in member. */
export async function getStaffMe(): Promise<StaffMember> {
  return (
    await staffCall<StaffMember>(
      'GET',
      '/staff/me',
      MESSAGES.staffSignInRequired,
    )
  ).data
}

/** POST /staff/logout: ends this device's staff session. */
export async function staffLogout(): Promise<void> {
  await staffCall('POST', '/staff/logout', MESSAGES.somethingWentWrong)
}

/** GET /staff/board: live orders, today's finished ones and the shop's rules. */
async function getKitchenBoard(): Promise<KitchenBoard> {
  return (
    await staffCall<KitchenBoard>(
      'GET',
      '/staff/board',
      MESSAGES.loadBoardFailed,
    )
  ).data
}

/** What a tap on an order answers: the server's sentence and the order now. */
export type OrderActionResult = { message: string; order: StaffOrder }

const orderAction = async (
  reference: string,
  action: string,
  data?: unknown,
): Promise<OrderActionResult> => {
  const body = await staffCall<StaffOrder>(
    'POST',
    `/staff/orders/${encodeURIComponent(reference)}/${action}`,
    MESSAGES.orderActionFailed,
    data,
  )
  return { message: body.message ?? '', order: body.data }
}

/** Accepts a pending order; the customer sees it ready in `minutes`. */
export const acceptOrder = (reference: string, minutes: number) =>
  orderAction(reference, 'accept', { minutes } satisfies AcceptPayload)

/** Rejects a pending order; `text` is required for `other`. */
export const rejectOrder = (
  reference: string,
  reason: RejectReason,
  text: string,
  items: string[] = [],
) =>
  orderAction(reference, 'reject', {
    reason,
    text,
    items,
  } satisfies RejectPayload)

/** Quotes a new ready time for an order in preparation. */
export const changeReadyTime = (reference: string, minutes: number) =>
  orderAction(reference, 'ready-time', { minutes } satisfies ReadyTimePayload)

/** Stops the ringing: a member has seen the order. */
export const acknowledgeOrder = (reference: string) =>
  orderAction(reference, 'acknowledge')

/** Moves an order to its next status. */
export const advanceOrder = (reference: string) =>
  orderAction(reference, 'advance')

/** Takes back the last status change, within UNDO_WINDOW_MS of it. */
export const undoOrder = (reference: string) => orderAction(reference, 'undo')

/**
 * The owner gives back part (or the rest) of what an order paid online; `amount` in pence.
 * The same `idempotencyKey` for a retry refunds once.
 */
export async function refundOrder(
  reference: string,
  refund: RefundPayload,
  idempotencyKey: string,
): Promise<OrderActionResult> {
  const body = await apiRequest<z.infer<typeof staffOrderReply>>({
    method: 'POST',
    url: `/staff/orders/${encodeURIComponent(reference)}/refund`,
    data: refund,
    auth: 'staff',
    headers: { 'Idempotency-Key': idempotencyKey },
    fallback: MESSAGES.orderActionFailed,
  })
  return { message: body.message, order: body.data }
}

/** Cancels an order that is pending or in preparation. */
export const cancelOrder = (reference: string) =>
  orderAction(reference, 'status', {
    status: 'cancelled',
  } satisfies ChangeStatusPayload)

export type KitchenBoardWatcher = {
  /** The whole board: on every (re)connect, so the board re-syncs. */
  onBoard: (board: KitchenBoard) => void
  /** One order changed or arrived. */
  onOrder: (order: StaffOrder) => void
  /** The board's rules changed (the owner's settings, busy mode). */
  onSettings: (settings: KitchenSettings) => void
  onOpen?: () => void
  onDisconnect?: () => void
  /** The staff session was refused (forgotten on a 401): the stream has ended. */
  onSignedOut?: () => void
}

/** Follows the board live (GET /staff/board/events); returns stop(). */
export function watchKitchenBoard(watcher: KitchenBoardWatcher): () => void {
  return followEventStream({
    path: '/staff/board/events',
    token: staffSessionToken,
    fallback: MESSAGES.loadBoardFailed,
    onEvent: (event, data) => {
      if (event === 'board') watcher.onBoard(data as KitchenBoard)
      else if (event === 'order') watcher.onOrder(data as StaffOrder)
      else if (event === 'settings') watcher.onSettings(data as KitchenSettings)
    },
    onOpen: watcher.onOpen,
    onDisconnect: watcher.onDisconnect,
    onRefused: (error) => {
      if (error.status === 401) endStaffSession()
      watcher.onSignedOut?.()
    },
  })
}

/** GET /staff/accounts (owner): every member. */
async function getStaffAccounts(): Promise<StaffMember[]> {
  return (
    await staffCall<StaffMember[]>(
      'GET',
      '/staff/accounts',
      MESSAGES.loadStaffFailed,
    )
  ).data
}

/** POST /staff/accounts (owner): adds a member, or renames one / changes the role. */
export async function addStaffAccount(
  payload: StaffAccountPayload,
): Promise<{ message: string; member: StaffMember }> {
  const body = await staffCall<StaffMember>(
    'POST',
    '/staff/accounts',
    MESSAGES.saveStaffFailed,
    payload,
  )
  return { message: body.message ?? '', member: body.data }
}

/** POST /staff/accounts/{id}/remove (owner): removes a member and signs them out. */
export async function removeStaffAccount(
  memberId: string,
): Promise<{ message: string; member: StaffMember }> {
  const body = await staffCall<StaffMember>(
    'POST',
    `/staff/accounts/${encodeURIComponent(memberId)}/remove`,
    MESSAGES.saveStaffFailed,
  )
  return { message: body.message ?? '', member: body.data }
}

/** How many audit entries one page of the activity log asks for. */
export const AUDIT_PAGE_SIZE = 50

/** GET /staff/audit (owner): entries newest first, older than `before` if given. */
export async function getStaffAudit(
  before?: string,
  limit = AUDIT_PAGE_SIZE,
): Promise<StaffAuditEntry[]> {
  const query = new URLSearchParams({ limit: String(limit) })
  if (before) query.set('before', before)
  return (
    await staffCall<StaffAuditEntry[]>(
      'GET',
      `/staff/audit?${query}`,
      MESSAGES.loadActivityFailed,
    )
  ).data
}

/** The signed-in member (dropped with every ['staff'] query at sign-out). */
export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: getStaffMe,
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The owner's staff list. */
export const staffAccountsQuery = () =>
  queryOptions({ queryKey: ['staff', 'accounts'], queryFn: getStaffAccounts })

/** The board as the live stream last sent it (the stream writes it). */
export const kitchenBoardQuery = () =>
  queryOptions({
    queryKey: ['staff', 'board'],
    queryFn: getKitchenBoard,
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The owner's activity log, a page of AUDIT_PAGE_SIZE entries at a time. */
export const staffAuditQuery = () =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit'],
    queryFn: ({ pageParam }) => getStaffAudit(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: StaffAuditEntry[]) =>
      page.length < AUDIT_PAGE_SIZE ? undefined : page.at(-1)?.id,
  })

/** GET /staff/menu: every dish and add-on option, and whether it is sold out. */
async function getKitchenMenu(): Promise<KitchenMenu> {
  return (
    await staffCall<KitchenMenu>(
      'GET',
      '/staff/menu',
      MESSAGES.loadMenuStockFailed,
    )
  ).data
}

/** POST /staff/menu/{items|options}/{id}/stock: sold out today, until changed, or back. */
export const setMenuStock = (
  kind: 'item' | 'option',
  id: string,
  state: StockState,
) =>
  staffChange<MenuStock>(
    `/staff/menu/${kind === 'item' ? 'items' : 'options'}/${encodeURIComponent(id)}/stock`,
    MESSAGES.saveStockFailed,
    { state },
  )

/** GET /staff/shop: busy mode and the pause of online orders, while they last. */
async function getKitchenShopState(): Promise<KitchenShopState> {
  return (
    await staffCall<KitchenShopState>(
      'GET',
      '/staff/shop',
      MESSAGES.loadShopStateFailed,
    )
  ).data
}

/** POST /staff/shop/busy: adds `minutes` to every quote for `forMinutes` (15 to 480). */
export const startBusy = (minutes: BusyMinutes, forMinutes: number) =>
  staffChange<KitchenShopState>(
    '/staff/shop/busy',
    MESSAGES.saveShopStateFailed,
    { minutes, forMinutes } satisfies BusyPayload,
  )

/** POST /staff/shop/busy/end: quotes are as usual again. */
export const endBusy = () =>
  staffChange<KitchenShopState>(
    '/staff/shop/busy/end',
    MESSAGES.saveShopStateFailed,
  )

/** POST /staff/shop/pause: no online orders until `until` ("19:30", shop time). */
export const pauseOrders = (until: string, reason: string) =>
  staffChange<KitchenShopState>(
    '/staff/shop/pause',
    MESSAGES.saveShopStateFailed,
    { until, reason } satisfies PausePayload,
  )

/** POST /staff/shop/resume: online orders open again now. */
export const resumeOrders = () =>
  staffChange<KitchenShopState>(
    '/staff/shop/resume',
    MESSAGES.saveShopStateFailed,
  )

const dayParameter = (day?: string) =>
  day ? `?${new URLSearchParams({ day } satisfies TakingsDayPayload)}` : ''

/** GET /staff/takings (owner): a trading day's figures ("2026-11-20"), today by default. */
async function getTakings(day?: string): Promise<Takings> {
  return (
    await staffCall<Takings>(
      'GET',
      `/staff/takings${dayParameter(day)}`,
      MESSAGES.loadTakingsFailed,
    )
  ).data
}

/** GET /staff/takings.csv (owner): the day's figures as a CSV file, sent with the staff token. */
export const downloadTakingsCsv = (day?: string): Promise<Blob> =>
  apiDownload({
    url: `/staff/takings.csv${dayParameter(day)}`,
    auth: 'staff',
    fallback: MESSAGES.downloadTakingsFailed,
  })

/** GET /staff/takings/orders.csv (owner): the day's orders, one line each, as a CSV file. */
export const downloadTakingsOrdersCsv = (day?: string): Promise<Blob> =>
  apiDownload({
    url: `/staff/takings/orders.csv${dayParameter(day)}`,
    auth: 'staff',
    fallback: MESSAGES.downloadTakingsFailed,
  })

/** GET /staff/hours (owner): the week's hours and the exceptions from today on. */
async function getShopHours(): Promise<ShopHours> {
  return (
    await staffCall<ShopHours>('GET', '/staff/hours', MESSAGES.loadHoursFailed)
  ).data
}

/** POST /staff/hours (owner): a new week; a day without an entry is closed. */
export const saveShopHours = (week: WeekHoursPayload) =>
  staffChange<ShopHours>('/staff/hours', MESSAGES.saveHoursFailed, week)

/** POST /staff/hours/exceptions (owner): adds or replaces one date's exception. */
export const saveHoursException = (exception: HoursExceptionPayload) =>
  staffChange<ShopHours>(
    '/staff/hours/exceptions',
    MESSAGES.saveHoursFailed,
    exception,
  )

/** POST /staff/hours/exceptions/{date}/remove (owner): that date keeps the week's hours. */
export const removeHoursException = (date: string) =>
  staffChange<ShopHours>(
    `/staff/hours/exceptions/${encodeURIComponent(date)}/remove`,
    MESSAGES.saveHoursFailed,
  )

/** Every dish and option with its stock. */
export const kitchenMenuQuery = () =>
  queryOptions({ queryKey: ['staff', 'menu'], queryFn: getKitchenMenu })

/** Busy mode and the pause; they end by themselves, so it is read again each minute. */
export const kitchenShopStateQuery = () =>
  queryOptions({
    queryKey: ['staff', 'shop'],
    queryFn: getKitchenShopState,
    refetchInterval: 60_000,
  })

/** One trading day's takings (undefined: today). */
export const takingsQuery = (day?: string) =>
  queryOptions({
    queryKey: ['staff', 'takings', day ?? 'today'],
    queryFn: () => getTakings(day),
  })

/** The shop's hours as the owner edits them. */
export const shopHoursQuery = () =>
  queryOptions({ queryKey: ['staff', 'hours'], queryFn: getShopHours })
