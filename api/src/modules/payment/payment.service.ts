import type { Db } from '../../db/client'
import { OrderNotFoundError } from '../../errors'
import type { OrderService } from '../order/order.service'
import type { StoredOrder } from '../order/order.types'
import { toOrderView } from '../order/order-view'
import { checkoutDescription } from './checkout-description'
import { paymentRepository as repository } from './payment.repository'
import type { Refunds } from './payment-refunds'
import { newsOfSession, type Settlement } from './payment-settlement'
import { CANCEL_REASONS } from './payment-texts'
import type { StripeGateway } from './stripe-gateway'

export type PaymentServiceDeps = {
  db: Db
  orders: Pick<OrderService, 'findStoredForUser'>
  gateway: StripeGateway
  settlement: Settlement
  refunds: Refunds
  notify: (orderId: string) => Promise<void>
  now: () => Date
}

// Stripe refuses a session that closes sooner than 30 minutes after it is made, by its clock.
// Ours closes 33 minutes after the first request for it. For two minutes a request for the
// session repeats that one (same parameters, same key: Stripe answers with the session it
// made); this covers a double tap on two instances and replies lost on the way back, and
// still leaves 31 minutes, a minute's margin for the clocks. After that, a new time and key.
const SESSION_MS = 33 * 60_000
const SESSION_LEFT_MS = 31 * 60_000

// Stripe says by webhook when it closes an unpaid session; an order still waiting a few
// minutes after that is asked about (the webhook may have been lost).
const UNSETTLED_AFTER_MS = 35 * 60_000

/** Paying online: the Checkout Session of an order, and the customer's return from Stripe. */
export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, orders, gateway, settlement, refunds, notify, now } = deps

  async function customerOrder(userId: string, orderId: string) {
    const order = await orders.findStoredForUser(userId, orderId)
    if (!order) throw new OrderNotFoundError()
    return order
  }

  // Submits repeated at once on this instance (a double tap) each find the order without its
  // session: one asks Stripe and the others wait for it.
  const starting = new Map<string, Promise<void>>()

  async function createCheckout(order: StoredOrder, siteOrigin: string) {
    // Stripe's clock is the real one, whatever the shop's test clock says.
    const realNow = Date.now()
    const expiresAt = await repository.claimCheckoutExpiry(
      db,
      order.id,
      new Date(realNow + SESSION_MS),
      new Date(realNow + SESSION_LEFT_MS),
    )
    const session = await gateway.createCheckout({
      orderId: order.id,
      orderNumber: order.order_number,
      amount: order.final_amount,
      name: `Order ${order.order_number}`,
      description: checkoutDescription(order),
      successUrl: `${siteOrigin}/checkout?paid=${order.id}`,
      cancelUrl: `${siteOrigin}/checkout?unpaid=${order.id}`,
      expiresAt,
      // One key per closing time: Stripe refuses a key sent again with other parameters.
      key: `order-${order.id}-checkout-${expiresAt.getTime()}`,
    })
    if (!session.url) throw new Error(`session ${session.id} has no url`)
    await repository.setCheckout(db, order.id, session.id, session.url)
  }

  return {
    /**
     * The Stripe page an awaiting order is paid on; made once: a replayed submit, or a retry
     * after Stripe's reply was lost, gets the same session through the same idempotency key
     * (for two minutes; later, Stripe is asked for a new one).
     */
    startCheckout(order: StoredOrder, siteOrigin: string): Promise<void> {
      if (order.checkout_url) return Promise.resolve()
      const running = starting.get(order.id)
      if (running) return running
      const start = createCheckout(order, siteOrigin).finally(() =>
        starting.delete(order.id),
      )
      starting.set(order.id, start)
      return start
    },

    /** Back from Stripe: the order once Stripe has been asked (if no webhook has settled it). */
    async confirm(userId: string, orderId: string) {
      const order = await customerOrder(userId, orderId)
      if (order.status === 'awaiting_payment' && order.checkout_session_id) {
        await settlement.settleSession(
          await gateway.retrieveSession(order.checkout_session_id),
        )
        return toOrderView(await customerOrder(userId, orderId))
      }
      return toOrderView(order)
    },

    /**
     * The customer left Stripe's page: the session is closed so it cannot be paid later, and
     * the order cancelled. A payment that went through first wins.
     */
    async cancel(userId: string, orderId: string) {
      const order = await customerOrder(userId, orderId)
      if (order.status !== 'awaiting_payment') return toOrderView(order)
      if (order.checkout_session_id) {
        const session = await gateway.expireSession(order.checkout_session_id)
        if (newsOfSession(session) === 'paid') {
          await settlement.settleSession(session)
          return toOrderView(await customerOrder(userId, orderId))
        }
      }
      if (
        await repository.cancelUnpaid(db, order.id, CANCEL_REASONS.byCustomer)
      ) {
        await notify(order.id)
      }
      return toOrderView(await customerOrder(userId, orderId))
    },

    /** What the clock asks: refunds to retry, and sessions Stripe never told us about. */
    async sweep() {
      await refunds.retryDue()
      const before = new Date(now().getTime() - UNSETTLED_AFTER_MS)
      for (const order of await repository.listUnsettled(db, before)) {
        if (!order.checkout_session_id) {
          if (
            await repository.cancelUnpaid(
              db,
              order.id,
              CANCEL_REASONS.notStarted,
            )
          ) {
            await notify(order.id)
          }
          continue
        }
        // Stripe being unreachable for one order must not hold up the others.
        const session = await gateway
          .retrieveSession(order.checkout_session_id)
          .catch(() => null)
        if (session) await settlement.settleSession(session)
      }
    },
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
