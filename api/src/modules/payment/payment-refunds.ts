import { formatMoney } from '@food/shared/format'
import type { Db } from '../../db/client'
import {
  ForbiddenError,
  OrderNotFoundError,
  UnprocessableError,
} from '../../errors'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import {
  type PaymentRow,
  paymentRepository as repository,
} from './payment.repository'
import type { StripeGateway } from './stripe-gateway'

export type RefundDeps = {
  db: Db
  gateway: StripeGateway
  audit: StaffAuditService
  notify: (orderId: string) => Promise<void>
  /** A new refund, inside the transaction that records it (the customer's email). */
  onRefunded?: (
    tx: Db,
    refund: { orderId: string; amount: number },
  ) => Promise<void>
  now: () => Date
}

// A failed automatic refund is tried again by the sweep a minute later.
const RETRY_MS = 60_000

/** Who refunds when nobody pressed a button (a rejected or cancelled paid order). */
const AUTOMATIC = { id: null, name: 'Automatic' } as const

const leftToRefund = (order: PaymentRow) =>
  order.paid_amount - order.refunded_amount

/** Money going back through Stripe: in full when an order paid online ends, or part by the owner. */
export function createRefunds(deps: RefundDeps) {
  const { db, gateway, audit, notify, now } = deps

  /** One refund at Stripe, written on the order and in Activity; the boards and the customer told. */
  async function refund(
    order: PaymentRow,
    amount: number,
    ask: {
      key: string
      reason: string
      by: Pick<StaffMember, 'id' | 'name'> | typeof AUTOMATIC
    },
  ) {
    if (!order.payment_intent_id)
      throw new Error(`order ${order.id} has no payment`)
    const made = await gateway.refund({
      paymentIntent: order.payment_intent_id,
      amount,
      key: ask.key,
      orderId: order.id,
    })
    const at = now()
    await db.transaction(async (tx) => {
      const isNew = await repository.recordRefund(tx, {
        ...made,
        orderId: order.id,
        reason: ask.reason,
        key: ask.key,
        staffId: ask.by.id,
        at,
      })
      if (isNew) {
        await deps.onRefunded?.(tx, { orderId: order.id, amount: made.amount })
      }
    })
    await audit.record(ask.by, at, {
      action: 'order-refunded',
      subject: `order ${order.order_number}`,
      before: { refunded: order.refunded_amount },
      after: {
        refunded: order.refunded_amount + made.amount,
        reason: ask.reason,
      },
    })
    await notify(order.id)
  }

  /**
   * Gives back everything not yet refunded. The key names the amount refunded before, so two
   * instances doing it at once make one refund, and a later partial refund is never repeated.
   */
  async function refundRest(orderId: string, reason: string) {
    const order = await repository.find(db, orderId)
    if (!order?.payment_intent_id || leftToRefund(order) <= 0) return
    const key = `order-${order.id}-refund-rest-${order.refunded_amount}`
    try {
      await refund(order, leftToRefund(order), { key, reason, by: AUTOMATIC })
    } catch {
      await repository.postponeRefund(
        db,
        order.id,
        new Date(now().getTime() + RETRY_MS),
      )
    }
  }

  return {
    refundRest,

    /** An order paid online was rejected or cancelled: its money goes back at once. */
    async refundClosedOrder(orderId: string, reason: string) {
      await repository.markRefundDue(db, orderId, now())
      await refundRest(orderId, reason)
    },

    /** The owner gives back part of a paid order; the same client key refunds once. */
    async refundPart(
      by: StaffMember,
      orderId: string,
      amount: number,
      reason: string,
      clientKey: string,
    ) {
      if (by.role !== 'owner') {
        throw new ForbiddenError('OWNER_ONLY', 'Only the owner can refund.')
      }
      const order = await repository.find(db, orderId)
      if (!order) throw new OrderNotFoundError()
      // The amount is part of the key: a retry refunds once, a corrected amount is a new ask.
      const key = `order-${order.id}-owner-${clientKey}-${amount}`
      if (await repository.findRefundByKey(db, key)) return
      if (order.payment_mode !== 'CARD' || !order.payment_intent_id) {
        throw new UnprocessableError(
          'NOT_PAID_ONLINE',
          `Order ${order.order_number} was not paid online: there is nothing to refund through Stripe.`,
        )
      }
      if (amount > leftToRefund(order)) {
        throw new UnprocessableError(
          'REFUND_TOO_LARGE',
          leftToRefund(order) > 0
            ? `You can refund at most ${formatMoney(leftToRefund(order))} on order ${order.order_number}.`
            : `Order ${order.order_number} has been refunded in full already.`,
        )
      }
      await refund(order, amount, { key, reason, by })
    },

    /** Refunds that failed earlier (Stripe was down), tried again. */
    async retryDue() {
      for (const due of await repository.listRefundsDue(db, now())) {
        await refundRest(due.id, 'Retried after Stripe was unreachable')
      }
    },
  }
}

export type Refunds = ReturnType<typeof createRefunds>
