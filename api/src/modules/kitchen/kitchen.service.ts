import { isRefundedInFull } from '@food/shared/format'
import { readyAtWhenAccepted, tradingDayStart } from '@food/shared/time'
import {
  type KitchenSettings,
  REJECT_REASONS,
  type RejectReason,
  SCHEDULED_RING_BEFORE_MINUTES,
  UNANSWERED_REJECT_TEXT,
  UNDO_WINDOW_MS,
} from '@food/shared/types'
import { nextStatus, type OrderStatus } from '@food/shared/wire'
import {
  BadRequestError,
  ConflictError,
  OrderNotFoundError,
} from '../../errors'
import { unsentTextProblem } from '../notification/notification-texts'
import type { OrderService } from '../order/order.service'
import type { StoredOrder } from '../order/order.types'
import { canMoveOrder, LIVE_STATUSES } from '../order/order-status'
import type { StatusChange } from '../order/order-status.repository'
import { toOrderView } from '../order/order-view'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import type { StaffOrder } from './kitchen.schema'

export type KitchenDeps = {
  /** Orders are read and moved through their own service, as stored (this one shapes them). */
  orders: Pick<
    OrderService,
    | 'findForKitchen'
    | 'listForKitchen'
    | 'listBoard'
    | 'changeStatus'
    | 'setReadyAt'
    | 'acknowledge'
    | 'rejectUnanswered'
  >
  audit: StaffAuditService
  /** Tells open tracking bars and boards of a change made here, without waiting for a poll. */
  notify: (orderId: string) => Promise<void>
  /** The board's rules now, busy mode's minutes included (0 when not busy). */
  settings: () => Promise<KitchenSettings>
  /**
   * An order was accepted: its ticket prints when the owner has auto-print on (printing);
   * true when a print started, so the reply shows it.
   */
  onAccepted?: (by: Actor, orderId: string) => Promise<boolean>
  /** An order ended rejected or cancelled: money it paid online goes back (payment module). */
  onClosed?: (orderId: string, reason: string) => Promise<void>
  now: () => Date
}

/** Who did it: a member, or the system by itself (id null), as the audit log records. */
type Actor = Pick<StaffMember, 'name'> & { id: string | null }
/** What the API does by itself: reject unanswered orders, accept new ones (auto-accept). */
const AUTOMATIC: Actor = { id: null, name: 'Automatic' }

const minutesFrom = (at: Date, minutes: number) =>
  new Date(at.getTime() + minutes * 60_000)

/** When an accepted order will be ready (`readyAtWhenAccepted`, the board's prediction too). */
function readyAtFor(order: StoredOrder, at: Date, minutes: number): Date {
  return readyAtWhenAccepted(
    {
      orderType: order.order_type,
      miles: order.delivery_miles,
      scheduledFor: order.scheduled_for ? new Date(order.scheduled_for) : null,
    },
    at,
    minutes,
  )
}

/** What the kitchen does with orders: see them, accept or reject them, move them along. */
/**
 * What a customer reads when dishes ran out: the reason with the dishes named, each once,
 * as the order lists them ("Something in it has run out: Adana Kebab, Chips.").
 */
function ranOutText(order: StoredOrder, items: readonly string[]): string {
  const lines = items.map((id) => {
    const line = order.items.find((item) => String(item.id) === id)
    if (!line) {
      throw new BadRequestError(
        `Order ${order.order_number} has no line ${id}: choose what ran out from its dishes.`,
      )
    }
    return line
  })
  const names = [...new Set(lines.map((line) => line.name))]
  return `${REJECT_REASONS.item_unavailable.replace(/\.$/, '')}: ${names.join(', ')}.`
}

export function createKitchenService(deps: KitchenDeps) {
  const { orders, audit, notify, settings, now } = deps
  const closed = async (order: { id: string }, reason: string) => {
    await deps.onClosed?.(order.id, reason)
  }
  const busyMinutes = async () => (await settings()).busyMinutes

  async function find(reference: string): Promise<StoredOrder> {
    const order = await orders.findForKitchen(reference.trim())
    if (!order) throw new OrderNotFoundError()
    return order
  }

  /** The audit's picture of an order: what a status change changes. */
  const snapshot = (order: StoredOrder) => ({
    status: order.status,
    ready_at: order.ready_at ? new Date(order.ready_at).toISOString() : null,
    reject_reason: order.reject_reason,
  })

  async function move(
    by: Actor,
    order: StoredOrder,
    change: Omit<StatusChange, 'from' | 'at'>,
    action: string,
  ): Promise<StaffOrder> {
    if (
      !change.isUndo &&
      !canMoveOrder(order.order_type, order.status, change.to)
    ) {
      throw new ConflictError(
        'INVALID_STATUS_CHANGE',
        `Order ${order.order_number} is ${order.status}; a ${order.order_type} order cannot go from ${order.status} to ${change.to}.`,
      )
    }
    const isAccept = order.status === 'pending' && change.to === 'preparing'
    if (isAccept && isRefundedInFull(order)) {
      throw new ConflictError(
        'ORDER_REFUNDED',
        `Order ${order.order_number} has been refunded in full, so it cannot be accepted. Reject it to tell the customer.`,
      )
    }
    const at = now()
    if (
      !(await orders.changeStatus(order.id, {
        ...change,
        from: order.status,
        at,
      }))
    ) {
      throw new ConflictError(
        'STATUS_CHANGED_MEANWHILE',
        `Order ${order.order_number} was changed by someone else just now. Check it and try again.`,
      )
    }
    const after = await find(order.id)
    await audit.record(by, at, {
      action,
      subject: `order ${order.order_number}`,
      before: snapshot(order),
      after: snapshot(after),
    })
    await notify(order.id)
    const accepted = order.status === 'pending' && after.status === 'preparing'
    if (accepted && !change.isUndo && (await deps.onAccepted?.(by, order.id))) {
      return toStaffOrder(await find(order.id), at)
    }
    if (after.status !== 'rejected' && after.status !== 'cancelled') {
      return toStaffOrder(after, at)
    }
    // Its money goes back now: the reply shows the refund.
    await closed(after, after.reject_reason ?? `Order ${after.status}`)
    return toStaffOrder(await find(order.id), at)
  }

  /**
   * Rejects orders nobody acknowledged in time. Run by every instance on a timer; one
   * statement, so each order is rejected (and audited) once.
   */
  async function rejectUnanswered() {
    const at = now()
    const { rejectAfterMinutes } = await settings()
    const rejected = await orders.rejectUnanswered(
      minutesFrom(at, -rejectAfterMinutes),
      at,
      UNANSWERED_REJECT_TEXT,
      SCHEDULED_RING_BEFORE_MINUTES,
    )
    for (const order of rejected) {
      await audit.record(AUTOMATIC, at, {
        action: 'order-rejected-unanswered',
        subject: `order ${order.order_number}`,
        before: { status: 'pending' },
        after: { status: 'rejected', reject_reason: UNANSWERED_REJECT_TEXT },
      })
      await notify(order.id)
      await closed(order, UNANSWERED_REJECT_TEXT)
    }
    return rejected.length
  }

  /** Whether the order rings now: pending, unseen, and (an order for later) due to ring. */
  const isRinging = (order: StoredOrder, at: Date) =>
    order.status === 'pending' &&
    !order.acknowledged_at &&
    (!order.scheduled_for ||
      new Date(order.scheduled_for).getTime() -
        SCHEDULED_RING_BEFORE_MINUTES * 60_000 <=
        at.getTime())

  /**
   * With the owner's auto-accept on, an order that rings is accepted by the system with the
   * default ready time (busy mode's minutes added), as a member's accept: the customer's
   * text, the ticket when auto-print is on, the audit. Another instance or a member may take
   * it first: that order is left to them.
   */
  async function autoAccept(order: StoredOrder, rules: KitchenSettings) {
    const readyAt = readyAtFor(
      order,
      now(),
      rules.defaultReadyMinutes + rules.busyMinutes,
    )
    try {
      await move(
        AUTOMATIC,
        order,
        { to: 'preparing', readyAt },
        'order-auto-accepted',
      )
      return true
    } catch (error) {
      if (error instanceof ConflictError) return false
      throw error
    }
  }

  /** The sweep's part: orders that began to ring (paid by card, due for later) are accepted. */
  async function acceptRinging() {
    const rules = await settings()
    if (!rules.autoAccept) return 0
    const at = now()
    const ringing = (await orders.listForKitchen(['pending'])).filter((order) =>
      isRinging(order, at),
    )
    let accepted = 0
    for (const order of ringing) {
      if (await autoAccept(order, rules)) accepted += 1
    }
    return accepted
  }

  return {
    async board() {
      // A board opened after a quiet spell shows no order that should already be gone.
      await rejectUnanswered()
      const at = now()
      const dayStart = tradingDayStart(at)
      const [rows, rules] = await Promise.all([
        orders.listBoard(dayStart, LIVE_STATUSES),
        settings(),
      ])
      return {
        orders: rows.map((order) => toStaffOrder(order, at)),
        settings: rules,
        serverTime: at.toISOString(),
        dayStartedAt: dayStart.toISOString(),
      }
    },

    /** Live orders, oldest first (the command line's list). */
    listLive: async () => {
      const at = now()
      const rows = await orders.listForKitchen(LIVE_STATUSES)
      return rows.map((order) => toStaffOrder(order, at))
    },

    get: async (reference: string) =>
      toStaffOrder(await find(reference), now()),

    /** Takes the order on: it goes to preparing with a ready time the customer sees. */
    async accept(by: StaffMember, reference: string, minutes: number) {
      const order = await find(reference)
      // Busy mode lengthens every quote by itself, so a rushed tap cannot promise too soon.
      const readyAt = readyAtFor(order, now(), minutes + (await busyMinutes()))
      return move(by, order, { to: 'preparing', readyAt }, 'order-accepted')
    },

    /** Turns a pending order down; `items` name the lines that ran out (item_unavailable). */
    async reject(
      by: StaffMember,
      reference: string,
      reason: RejectReason,
      text: string,
      items: readonly string[] = [],
    ) {
      const order = await find(reference)
      const rejectReason =
        reason === 'other'
          ? text
          : reason === 'item_unavailable'
            ? ranOutText(order, items)
            : REJECT_REASONS[reason]
      return move(by, order, { to: 'rejected', rejectReason }, 'order-rejected')
    },

    /** A new ready time (the kitchen is running late, or early); the customer sees it. */
    async changeReadyTime(by: StaffMember, reference: string, minutes: number) {
      const order = await find(reference)
      const at = now()
      if (!(await orders.setReadyAt(order.id, minutesFrom(at, minutes)))) {
        throw new ConflictError(
          'NOT_IN_PREPARATION',
          `Order ${order.order_number} is ${order.status}: a ready time is set when it is accepted.`,
        )
      }
      const after = await find(order.id)
      await audit.record(by, at, {
        action: 'ready-time-changed',
        subject: `order ${order.order_number}`,
        before: snapshot(order),
        after: snapshot(after),
      })
      await notify(order.id)
      return toStaffOrder(after, at)
    },

    /** Stops the ringing: someone has seen the order. */
    async acknowledge(by: StaffMember, reference: string) {
      const order = await find(reference)
      const at = now()
      if (await orders.acknowledge(order.id, at)) {
        await audit.record(by, at, {
          action: 'order-acknowledged',
          subject: `order ${order.order_number}`,
        })
        await notify(order.id)
      }
      return toStaffOrder(await find(order.id), at)
    },

    async changeStatus(by: StaffMember, reference: string, to: OrderStatus) {
      const order = await find(reference)
      if (order.status === 'pending' && to === 'preparing') {
        const rules = await settings()
        const readyAt = readyAtFor(
          order,
          now(),
          rules.defaultReadyMinutes + rules.busyMinutes,
        )
        return move(by, order, { to, readyAt }, 'order-accepted')
      }
      // The log says what happened at the counter: a collection is collected, not delivered.
      const action =
        to === 'delivered' && order.order_type === 'collection'
          ? 'order-collected'
          : `order-${to.replaceAll('_', '-')}`
      return move(by, order, { to }, action)
    },

    /** One tap: the next status of its kind (accepting a pending order quotes the owner's default). */
    async advance(by: StaffMember, reference: string) {
      const order = await find(reference)
      const to = nextStatus(order.order_type, order.status)
      if (!to) {
        throw new ConflictError(
          'INVALID_STATUS_CHANGE',
          `Order ${order.order_number} is ${order.status}; it has no next status.`,
        )
      }
      return this.changeStatus(by, order.id, to)
    },

    /** Takes back the last tap on an order, within 10 seconds of it. */
    async undo(by: StaffMember, reference: string) {
      const order = await find(reference)
      const undo = undoOf(order, now())
      if (!undo) {
        throw new ConflictError(
          'NOTHING_TO_UNDO',
          `Order ${order.order_number} has no change to undo: a tap can be undone for ${UNDO_WINDOW_MS / 1000} seconds.`,
        )
      }
      return move(
        by,
        order,
        { to: undo.status as OrderStatus, isUndo: true },
        'order-undone',
      )
    },

    rejectUnanswered,
    acceptRinging,

    /** A new order just placed: accepted at once when auto-accept is on and it rings now. */
    async acceptIfAutomatic(orderId: string) {
      const rules = await settings()
      if (!rules.autoAccept) return false
      const order = await orders.findForKitchen(orderId)
      if (!order || !isRinging(order, now())) return false
      return autoAccept(order, rules)
    },
  }
}

/** The step undo would take back: only a status change of the last 10 seconds (not a rejection). */
function undoOf(order: StoredOrder, at: Date) {
  if (!order.previous_status || !order.status_changed_at) return null
  if (order.status === 'rejected') return null
  // A paid order's cancellation refunded it at once: there is no taking that back.
  if (order.status === 'cancelled' && order.payment_mode === 'CARD') return null
  const until = new Date(order.status_changed_at).getTime() + UNDO_WINDOW_MS
  if (until <= at.getTime()) return null
  return { status: order.previous_status, until: new Date(until).toISOString() }
}

export function toStaffOrder(order: StoredOrder, at: Date): StaffOrder {
  return {
    ...toOrderView(order),
    customer: { name: order.customer_name, mobile: order.customer_mobile },
    next_status: nextStatus(order.order_type, order.status),
    acknowledgedAt: order.acknowledged_at
      ? new Date(order.acknowledged_at).toISOString()
      : null,
    undo: undoOf(order, at),
    payment_problem: order.payment_problem,
    print: toTicketPrint(order.print_job),
    text_problem: order.failed_text
      ? unsentTextProblem(order.failed_text)
      : null,
  }
}

const isoOrNull = (value: string | null) =>
  value ? new Date(value).toISOString() : null

/** The ticket's printing as the board shows it. */
function toTicketPrint(job: StoredOrder['print_job']): StaffOrder['print'] {
  if (!job) return null
  return {
    state: job.state,
    error: job.error,
    attempts: job.attempts,
    printedAt: isoOrNull(job.printed_at),
    updatedAt: new Date(job.updated_at).toISOString(),
  }
}

export type KitchenService = ReturnType<typeof createKitchenService>
