import type { Db } from '../../db/client'
import type { CartService } from '../cart/cart.service'
import type { StaffAuditService } from '../staff/staff-audit.service'
import {
  type PaymentRow,
  paymentRepository as repository,
} from './payment.repository'
import type { Refunds } from './payment-refunds'
import { CANCEL_REASONS, mismatchProblem } from './payment-texts'
import type { StripeEvent, StripeSession } from './stripe-gateway'

/** What Stripe says happened to a session, whoever told us (a webhook, or our own question). */
type SessionNews = 'paid' | 'expired' | 'failed' | 'nothing'

/** What a settled session asks for once its transaction has committed. */
type Outcome =
  | { kind: 'changed'; orderId: string }
  | { kind: 'refund'; order: PaymentRow; problem: string | null }
  | { kind: 'none' }

const NONE: Outcome = { kind: 'none' }

/** Reads a session as it is now (a confirm, the sweep): paid, expired, or still open. */
export function newsOfSession(session: StripeSession): SessionNews {
  if (session.status === 'complete' && session.payment_status === 'paid') {
    return 'paid'
  }
  return session.status === 'expired' ? 'expired' : 'nothing'
}

function newsOfEvent(event: StripeEvent): SessionNews {
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes unpaid; its own event follows.
      return event.data.object.payment_status === 'paid' ? 'paid' : 'nothing'
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.expired':
      return 'expired'
    case 'checkout.session.async_payment_failed':
      return 'failed'
    default:
      return 'nothing'
  }
}

const paymentIntentOf = (session: StripeSession) =>
  typeof session.payment_intent === 'string'
    ? session.payment_intent
    : (session.payment_intent?.id ?? null)

export type SettlementDeps = {
  db: Db
  /** A paid order's basket is emptied through its service, in the settling transaction. */
  cart: Pick<CartService, 'emptyInOrder'>
  refunds: Refunds
  audit: StaffAuditService
  notify: (orderId: string) => Promise<void>
  now: () => Date
}

/**
 * Turns what Stripe says into the order's state. Every change is conditional on the state it
 * changes (awaiting_payment → pending happens once), under the order's row lock, so events
 * in any order, twice, or on two instances at once leave one consistent result.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, cart, refunds, audit, notify, now } = deps

  async function apply(
    tx: Db,
    order: PaymentRow,
    session: StripeSession,
    news: SessionNews,
  ): Promise<Outcome> {
    if (news === 'expired' || news === 'failed') {
      const reason =
        news === 'expired' ? CANCEL_REASONS.expired : CANCEL_REASONS.failed
      return (await repository.cancelUnpaid(tx, order.id, reason))
        ? { kind: 'changed', orderId: order.id }
        : NONE
    }
    const paymentIntent = paymentIntentOf(session)
    if (news !== 'paid' || order.payment_mode === 'CARD' || !paymentIntent) {
      return NONE
    }
    const receipt = {
      amount: session.amount_total ?? 0,
      paymentIntent,
      at: now(),
    }
    const matches =
      session.currency === 'gbp' &&
      receipt.amount === order.final_amount &&
      session.metadata?.order_id === order.id
    if (matches && (await repository.markPaid(tx, order, receipt))) {
      await cart.emptyInOrder(tx, order.user_id)
      return { kind: 'changed', orderId: order.id }
    }
    // Money arrived that must go back: a wrong amount, or an order already cancelled.
    const problem = matches
      ? null
      : mismatchProblem(receipt.amount, order.final_amount)
    await repository.markPaidButRefused(tx, order, receipt, {
      customer: matches ? CANCEL_REASONS.late : CANCEL_REASONS.mismatch,
      owner: problem,
    })
    return { kind: 'refund', order, problem }
  }

  async function follow(outcome: Outcome) {
    if (outcome.kind === 'changed') await notify(outcome.orderId)
    if (outcome.kind !== 'refund') return
    const { order, problem } = outcome
    if (problem) {
      await audit.record({ id: null, name: 'Stripe' }, now(), {
        action: 'payment-mismatch',
        subject: `order ${order.order_number}`,
        after: { problem },
      })
    }
    await notify(order.id)
    await refunds.refundRest(order.id, problem ?? CANCEL_REASONS.late)
  }

  return {
    /** A session as Stripe reports it now (the return page's question, the sweep). */
    async settleSession(session: StripeSession) {
      const outcome = await db.transaction(async (tx) => {
        const order = await repository.lockBySession(tx, session.id)
        return order ? apply(tx, order, session, newsOfSession(session)) : NONE
      })
      await follow(outcome)
    },

    /** A verified webhook event; false when it was handled before. */
    async handleEvent(event: StripeEvent): Promise<boolean> {
      let fresh = true
      const outcome = await db.transaction(async (tx) => {
        if (!(await repository.recordEvent(tx, event.id, event.type))) {
          fresh = false
          return NONE
        }
        if (event.type === 'charge.refunded') {
          const charge = event.data.object
          const paymentIntent =
            typeof charge.payment_intent === 'string'
              ? charge.payment_intent
              : charge.payment_intent?.id
          const order = paymentIntent
            ? await repository.lockByPaymentIntent(tx, paymentIntent)
            : null
          if (!order) return NONE
          await repository.linkEvent(tx, event.id, order.id)
          return (await repository.syncRefunded(
            tx,
            order.id,
            charge.amount_refunded,
          ))
            ? ({ kind: 'changed', orderId: order.id } as const)
            : NONE
        }
        if (!event.type.startsWith('checkout.session.')) return NONE
        const session = event.data.object as StripeSession
        const order = await repository.lockBySession(tx, session.id)
        if (!order) return NONE
        await repository.linkEvent(tx, event.id, order.id)
        return apply(tx, order, session, newsOfEvent(event))
      })
      await follow(outcome)
      return fresh
    },
  }
}

export type Settlement = ReturnType<typeof createSettlement>
