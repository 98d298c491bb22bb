import { readyAtWhenAccepted } from '@food/shared/time'
import {
  REJECT_REASONS,
  type StaffOrder,
  UNDO_WINDOW_MS,
} from '@food/shared/types'
import { isOrderStatus, nextStatus, type OrderStatus } from '@food/shared/wire'
import type { OrderAction } from '../hooks/use-order-action'

/** What the API adds to a quote as the tap is made. */
export type PredictionRules = {
  /** The server's time now. */
  now: number
  /** Busy mode's minutes now (0: not busy). */
  busyMinutes: number
  /** The quote of "advance" on a new order. */
  defaultReadyMinutes: number
}

const iso = (at: number) => new Date(at).toISOString()

/** A status change as the API makes it: acknowledged, and undoable for ten seconds. */
function moved(
  order: StaffOrder & { order_status: OrderStatus },
  to: OrderStatus,
  now: number,
  readyAt: number | null = null,
): StaffOrder {
  return {
    ...order,
    order_status: to,
    next_status: nextStatus(order.order_type, to),
    acknowledgedAt: order.acknowledgedAt ?? iso(now),
    ready_at: readyAt === null ? order.ready_at : iso(readyAt),
    undo: { status: order.order_status, until: iso(now + UNDO_WINDOW_MS) },
  }
}

function accepted(
  order: StaffOrder & { order_status: OrderStatus },
  minutes: number,
  rules: PredictionRules,
) {
  const readyAt = readyAtWhenAccepted(
    {
      orderType: order.order_type,
      miles: order.delivery_miles,
      scheduledFor: order.scheduled_for ? new Date(order.scheduled_for) : null,
    },
    new Date(rules.now),
    minutes + rules.busyMinutes,
  )
  return moved(order, 'preparing', rules.now, readyAt.getTime())
}

const isKnown = (
  order: StaffOrder,
): order is StaffOrder & { order_status: OrderStatus } =>
  isOrderStatus(order.order_status)

/**
 * The order as the API will answer a tap on it, shown on the card the moment it is tapped
 * (the answer takes a round trip; a tap must show at once). The API's answer replaces it, and
 * a refusal puts the order back as it was, with the refusal on the card. Printing and refunds
 * are not foretold: their cards say so when the answer comes.
 */
export function predictedOrder(
  order: StaffOrder,
  action: OrderAction,
  rules: PredictionRules,
): StaffOrder {
  const { now } = rules
  // A status this board does not know: nothing to foretell, the answer shows.
  if (!isKnown(order)) return order
  switch (action.kind) {
    case 'acknowledge':
      return { ...order, acknowledgedAt: order.acknowledgedAt ?? iso(now) }
    case 'accept':
      return accepted(order, action.minutes, rules)
    case 'advance': {
      const to = nextStatus(order.order_type, order.order_status)
      if (!to) return order
      return to === 'preparing'
        ? accepted(order, rules.defaultReadyMinutes, rules)
        : moved(order, to, now)
    }
    case 'ready-time':
      return { ...order, ready_at: iso(now + action.minutes * 60_000) }
    case 'undo': {
      if (!order.undo) return order
      const back = order.undo.status
      return {
        ...order,
        order_status: back,
        next_status: nextStatus(order.order_type, back),
        ready_at: back === 'pending' ? null : order.ready_at,
        undo: null,
      }
    }
    case 'reject': {
      const reason =
        action.reason === 'other' ? action.text : REJECT_REASONS[action.reason]
      return {
        ...moved(order, 'rejected', now),
        reject_reason: reason,
        undo: null,
      }
    }
    case 'cancel':
      return moved(order, 'cancelled', now)
    case 'print':
    case 'refund':
      return order
  }
}
