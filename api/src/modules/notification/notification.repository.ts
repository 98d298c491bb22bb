import type { Db } from '../../db/client'
import type {
  ClaimedNotice,
  NoticeChannel,
  NoticeData,
  NoticeKind,
} from './notification.types'

/** What deciding on a notice needs to know of the order and its customer. */
export type OrderFacts = {
  status: string
  order_type: 'delivery' | 'collection'
  ready_at: Date | string | null
  delivery_miles: number | null
  scheduled_for: Date | string | null
  accepted_at: Date | string | null
  reject_reason: string | null
  cancel_reason: string | null
  payment_mode: 'COD' | 'CARD'
  paid_amount: number
  refunded_amount: number
  mobile: string
  email: string
  order_texts: boolean
}

export type NewNotice = {
  orderId: string
  channel: NoticeChannel
  kind: NoticeKind
  recipient: string
  data: NoticeData
  at: Date
  /** At most this many notices of the channel for the order, this one included. */
  cap: number
}

/** The outbox's queries; each takes the open handle (the change's transaction) first. */
export const notificationRepository = {
  async orderFacts(db: Db, orderId: string) {
    const [row] = await db.query<OrderFacts>(
      `select o.status, o.order_type, o.ready_at, o.delivery_miles::float8 as delivery_miles,
              o.scheduled_for, o.accepted_at, o.reject_reason, o.cancel_reason, o.payment_mode,
              o.paid_amount, o.refunded_amount, u.mobile, u.email, u.order_texts
         from orders o join users u on u.id = o.user_id
        where o.id = $1::uuid`,
      [orderId],
    )
    return row ?? null
  },

  /** The time the customer was last told by text, if any. */
  async lastToldExpectedAt(db: Db, orderId: string) {
    const [row] = await db.query<{ expected_at: string | null }>(
      `select data->>'expectedAt' as expected_at from notifications
        where order_id = $1::uuid and channel = 'sms' and kind in ('accepted', 'time_changed')
        order by created_at desc, id desc limit 1`,
      [orderId],
    )
    return row?.expected_at ?? null
  },

  /**
   * Writes a notice unless the order already has `cap` of its channel or this once-only kind.
   * The status change before it holds the order's row lock, so the count cannot race.
   */
  async insert(db: Db, notice: NewNotice): Promise<boolean> {
    const rows = await db.query(
      `insert into notifications (order_id, channel, kind, recipient, data, next_attempt_at,
                                  created_at)
       select $1::uuid, $2, $3, $4, $5::jsonb, $6, $6
        where (select count(*) from notifications
                where order_id = $1::uuid and channel = $2) < $7
       on conflict do nothing
       returning id`,
      [
        notice.orderId,
        notice.channel,
        notice.kind,
        notice.recipient,
        JSON.stringify(notice.data),
        notice.at,
        notice.cap,
      ],
    )
    return rows.length > 0
  },

  /**
   * Takes up to `limit` due notices for this worker: their next attempt moves to the end of
   * the lease, so no other instance takes them, and a worker that dies lets them come due again.
   */
  claimDue: (
    db: Db,
    at: Date,
    leaseUntil: Date,
    token: string,
    limit: number,
  ) =>
    db.query<ClaimedNotice>(
      `update notifications
          set attempts = attempts + 1, next_attempt_at = $2, claim_token = $3::uuid
        where id in (select id from notifications
                      where state = 'pending' and next_attempt_at <= $1
                      order by next_attempt_at, created_at
                      limit $4
                      for update skip locked)
        returning id::text as id, order_id::text as order_id, channel, kind, recipient, data,
                  attempts, claim_token::text as claim_token, created_at`,
      [at, leaseUntil, token, limit],
    ),

  /** Sent: only by the worker still holding the claim. */
  async markSent(db: Db, notice: ClaimedNotice, at: Date, ref: string | null) {
    await db.query(
      `update notifications set state = 'sent', sent_at = $3, provider_ref = $4,
                                last_error = null
        where id = $1::uuid and claim_token = $2::uuid and state = 'pending'`,
      [notice.id, notice.claim_token, at, ref],
    )
  },

  async markRetry(db: Db, notice: ClaimedNotice, at: Date, error: string) {
    await db.query(
      `update notifications set next_attempt_at = $3, last_error = $4
        where id = $1::uuid and claim_token = $2::uuid and state = 'pending'`,
      [notice.id, notice.claim_token, at, error],
    )
  },

  /** Given up: the order is touched so every instance's board shows it. */
  async markFailed(db: Db, notice: ClaimedNotice, error: string) {
    await db.transaction(async (tx) => {
      const rows = await tx.query(
        `update notifications set state = 'failed', last_error = $3
          where id = $1::uuid and claim_token = $2::uuid and state = 'pending'
          returning id`,
        [notice.id, notice.claim_token, error],
      )
      if (rows.length === 0) return
      await tx.query(
        'update orders set updated_at = now() where id = $1::uuid',
        [notice.order_id],
      )
    })
  },
}
