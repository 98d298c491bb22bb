import { travelMinutes } from '@food/shared/time'
import type { OrderFacts } from './notification.repository'
import type {
  NoticeChannel,
  NoticeData,
  NoticeKind,
  OrderChange,
} from './notification.types'

/** At most this many texts an order (the limit). */
const MAX_TEXTS_PER_ORDER = 4
/** A moved time is texted only when it moves by this much from the time last texted. */
const TIME_CHANGE_MINUTES = 10

/** A notice the change calls for, before the outbox's limits are applied. */
export type Wanted = {
  channel: NoticeChannel
  kind: NoticeKind
  data: NoticeData
  /** At most this many of the channel for the order, this one included. */
  cap: number
}

/** When the customer can expect the food: the ready time, plus the drive for a delivery. */
function expectedAt(facts: OrderFacts): string | undefined {
  if (!facts.ready_at) return undefined
  const drive =
    facts.order_type === 'delivery' ? travelMinutes(facts.delivery_miles) : 0
  return new Date(
    new Date(facts.ready_at).getTime() + drive * 60_000,
  ).toISOString()
}

const leftToRefund = (facts: OrderFacts) =>
  facts.payment_mode === 'CARD'
    ? Math.max(0, facts.paid_amount - facts.refunded_amount)
    : 0

const text = (kind: NoticeKind, data: NoticeData): Wanted => ({
  channel: 'sms',
  kind,
  data,
  cap: MAX_TEXTS_PER_ORDER,
})

/**
 * The notices a status change calls for. A moved time has its own rule (movedTimeNotice);
 * an undo (moving back) says nothing, and each once-only kind is said once an order.
 */
export function statusNotices(
  change: Extract<OrderChange, { kind: 'status' }>,
  facts: OrderFacts,
): Wanted[] {
  const data: NoticeData = {}
  switch (change.to) {
    case 'preparing': {
      if (change.from !== 'pending') return []
      const expected = expectedAt(facts)
      if (expected) data.expectedAt = expected
      return [
        text('accepted', data),
        { channel: 'email', kind: 'receipt', data, cap: 20 },
      ]
    }
    case 'rejected':
    case 'cancelled':
      return [
        text(change.to, {
          reason: facts.reject_reason ?? facts.cancel_reason,
          refund: leftToRefund(facts),
        }),
      ]
    case 'ready':
      return change.from === 'preparing' ? [text('ready', data)] : []
    case 'out_for_delivery': {
      if (change.from !== 'preparing') return []
      const expected = expectedAt(facts)
      if (expected) data.expectedAt = expected
      return [text('out_for_delivery', data)]
    }
    default:
      return []
  }
}

/**
 * A new ready time is texted when it moves the time last texted by 10 minutes or more, and
 * only while a text is left for the order's last word (ready, out, or cancelled).
 */
export function movedTimeNotice(
  facts: OrderFacts,
  lastTold: string | null,
): Wanted | null {
  const expected = expectedAt(facts)
  if (!expected || !lastTold || facts.status !== 'preparing') return null
  const moved = Math.abs(Date.parse(expected) - Date.parse(lastTold))
  if (moved < TIME_CHANGE_MINUTES * 60_000) return null
  return {
    channel: 'sms',
    kind: 'time_changed',
    data: { expectedAt: expected },
    cap: MAX_TEXTS_PER_ORDER - 1,
  }
}
