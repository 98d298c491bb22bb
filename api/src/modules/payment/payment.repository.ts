import type { Db } from '../../db/client'

/** What settling a payment needs to know about an order. */
export type PaymentRow = {
  id: string
  user_id: string
  order_number: string
  status: string
  payment_mode: 'COD' | 'CARD'
  final_amount: number
  paid_amount: number
  refunded_amount: number
  payment_intent_id: string | null
  checkout_session_id: string | null
  checkout_url: string | null
}

const PAYMENT_SELECT = `
  select id::text as id, user_id::text as user_id, order_number::text as order_number, status,
         payment_mode, final_amount, paid_amount, refunded_amount, payment_intent_id,
         checkout_session_id, checkout_url
    from orders`

/** Money received from Stripe, as written on the order. */
type Receipt = { amount: number; paymentIntent: string; at: Date }

/**
 * Stripe's own total of refunds (a refund made in its dashboard counts too). It never lowers
 * ours and never goes past what the order paid, whatever an event says: the one place a
 * refunded figure is written (the table's check refuses more too).
 */
async function syncRefunded(db: Db, orderId: string, refunded: number) {
  const rows = await db.query(
    `update orders
        set refunded_amount = least(paid_amount, $2::bigint),
            refund_due_at = case when least(paid_amount, $2::bigint) >= paid_amount
                                 then null else refund_due_at end,
            updated_at = now()
      where id = $1::uuid and refunded_amount < least(paid_amount, $2::bigint)
      returning id`,
    [orderId, refunded],
  )
  return rows.length > 0
}

const one = async (db: Db, sql: string, params: readonly unknown[]) =>
  (await db.query<PaymentRow>(sql, params))[0] ?? null

/**
 * Paying's queries on an order and Stripe's records. Each takes the open database handle
 * first: the pool, or the transaction settling a payment (an event's record and its effect
 * commit together).
 */
export const paymentRepository = {
  find: (db: Db, orderId: string) =>
    one(db, `${PAYMENT_SELECT} where id = $1::uuid`, [orderId]),

  /** The order a Checkout Session was made for, locked until the transaction ends. */
  lockBySession: (db: Db, sessionId: string) =>
    one(db, `${PAYMENT_SELECT} where checkout_session_id = $1 for update`, [
      sessionId,
    ]),

  lockByPaymentIntent: (db: Db, paymentIntent: string) =>
    one(db, `${PAYMENT_SELECT} where payment_intent_id = $1 for update`, [
      paymentIntent,
    ]),

  /**
   * When the order's session is to close: `proposed`, unless an earlier request (on any
   * instance) chose a time still later than `notBefore`; then that one.
   */
  async claimCheckoutExpiry(
    db: Db,
    orderId: string,
    proposed: Date,
    notBefore: Date,
  ): Promise<Date> {
    const claimed = await db.query<{ at: Date }>(
      `update orders set checkout_expires_at = $2::timestamptz
        where id = $1::uuid
          and (checkout_expires_at is null or checkout_expires_at < $3::timestamptz)
        returning checkout_expires_at as at`,
      [orderId, proposed, notBefore],
    )
    // Not claimed: another request's time stands. A statement of its own sees it committed.
    const [row] = claimed.length
      ? claimed
      : await db.query<{ at: Date }>(
          'select checkout_expires_at as at from orders where id = $1::uuid',
          [orderId],
        )
    if (!row) throw new Error(`order ${orderId} is gone`)
    return new Date(row.at)
  },

  /** Remembers the session of an order (once: a replayed submit finds it). */
  async setCheckout(db: Db, orderId: string, sessionId: string, url: string) {
    await db.query(
      `update orders set checkout_session_id = $2, checkout_url = $3, updated_at = now()
          where id = $1::uuid and checkout_session_id is null`,
      [orderId, sessionId, url],
    )
  },

  /** False when this event was handled before (by this instance or another). */
  async recordEvent(db: Db, eventId: string, type: string) {
    const rows = await db.query(
      `insert into stripe_events (id, type) values ($1, $2)
         on conflict (id) do nothing returning id`,
      [eventId, type],
    )
    return rows.length > 0
  },

  async linkEvent(db: Db, eventId: string, orderId: string) {
    await db.query(
      'update stripe_events set order_id = $2::uuid where id = $1',
      [eventId, orderId],
    )
  },

  /**
   * The kitchen's order now: pending, paid by card (the settlement empties its basket through
   * the cart service in the same transaction). Its placing time
   * becomes the payment's, so the board's clock (ringing, the 10-minute rejection, the
   * trading day) starts when the kitchen first sees it.
   */
  async markPaid(db: Db, order: PaymentRow, receipt: Receipt) {
    const rows = await db.query(
      `update orders
            set status = 'pending', payment_mode = 'CARD', paid_amount = $2, paid_at = $4,
                created_at = $4, payment_intent_id = $3, updated_at = now()
          where id = $1::uuid and status = 'awaiting_payment'
          returning id`,
      [order.id, receipt.amount, receipt.paymentIntent, receipt.at],
    )
    return rows.length > 0
  },

  /**
   * Money that must go back: it did not match the total, or arrived for an order already
   * cancelled. The order ends cancelled and its refund falls due at once.
   */
  async markPaidButRefused(
    db: Db,
    order: PaymentRow,
    receipt: Receipt,
    reasons: { customer: string; owner: string | null },
  ) {
    await db.query(
      `update orders
            set status = 'cancelled', payment_mode = 'CARD', paid_amount = $2, paid_at = $4,
                payment_intent_id = $3, refund_due_at = $4,
                cancel_reason = $5, payment_problem = coalesce($6, payment_problem),
                updated_at = now()
          where id = $1::uuid and paid_at is null`,
      [
        order.id,
        receipt.amount,
        receipt.paymentIntent,
        receipt.at,
        reasons.customer,
        reasons.owner,
      ],
    )
  },

  /** An unpaid online order ends; false when it was no longer waiting for payment. */
  async cancelUnpaid(db: Db, orderId: string, reason: string) {
    const rows = await db.query(
      `update orders set status = 'cancelled', cancel_reason = $2, updated_at = now()
          where id = $1::uuid and status = 'awaiting_payment' returning id`,
      [orderId, reason],
    )
    return rows.length > 0
  },

  syncRefunded,

  /** A refund Stripe made; a second record of the same refund changes nothing. */
  async recordRefund(
    db: Db,
    refund: {
      id: string
      orderId: string
      amount: number
      reason: string
      key: string
      staffId: string | null
      at: Date
    },
  ) {
    const inserted = await db.query(
      `insert into payment_refunds (id, order_id, amount, reason, request_key, staff_id,
                                      created_at)
         values ($1, $2::uuid, $3, $4, $5, $6::uuid, $7)
         on conflict do nothing
         returning id`,
      [
        refund.id,
        refund.orderId,
        refund.amount,
        refund.reason,
        refund.key,
        refund.staffId,
        refund.at,
      ],
    )
    const [row] = await db.query<{ total: number }>(
      `select coalesce(sum(amount), 0)::int as total from payment_refunds
          where order_id = $1::uuid`,
      [refund.orderId],
    )
    await syncRefunded(db, refund.orderId, row?.total ?? 0)
    // Whether this refund is new here (Stripe's id, or our key, seen before: it is not).
    return inserted.length > 0
  },

  async findRefundByKey(db: Db, key: string) {
    const [row] = await db.query<{ id: string }>(
      'select id from payment_refunds where request_key = $1',
      [key],
    )
    return row ?? null
  },

  /** Whatever is left of a closed order's payment must go back (the sweep retries it). */
  async markRefundDue(db: Db, orderId: string, at: Date) {
    await db.query(
      `update orders set refund_due_at = coalesce(refund_due_at, $2)
          where id = $1::uuid and paid_amount > refunded_amount`,
      [orderId, at],
    )
  },

  async postponeRefund(db: Db, orderId: string, until: Date) {
    await db.query(
      'update orders set refund_due_at = $2 where id = $1::uuid and refund_due_at is not null',
      [orderId, until],
    )
  },

  listRefundsDue: (db: Db, at: Date) =>
    db.query<{ id: string }>(
      `select id::text as id from orders
          where refund_due_at is not null and refund_due_at <= $1
          order by refund_due_at limit 20`,
      [at],
    ),

  /** Online orders still unpaid since before `before`: Stripe is asked about them. */
  listUnsettled: (db: Db, before: Date) =>
    db.query<PaymentRow>(
      `${PAYMENT_SELECT} where status = 'awaiting_payment' and created_at < $1
          order by created_at limit 20`,
      [before],
    ),
}
