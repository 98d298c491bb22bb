import type { OrderStatus } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { KITCHEN_SEES, ORDER_SELECT } from './order.repository'
import type { StoredOrder } from './order.types'

/** What else a status change writes (the quoted time, the reason of a rejection). */
export type StatusChange = {
  from: OrderStatus
  to: OrderStatus
  at: Date
  readyAt?: Date
  rejectReason?: string
  /** Undo clears the step it takes back, so it cannot be undone twice. */
  isUndo?: boolean
}

/**
 * The queries staff make on the orders table: the board's reads and the status changes. Each
 * takes the open database handle first, as `orderRepository`'s do.
 */
export const orderStatusRepository = {
  /** Live orders, and those finished since the trading day began, oldest first. */
  listBoard: (db: Db, dayStart: Date, live: readonly OrderStatus[]) =>
    db.query<StoredOrder>(
      `${ORDER_SELECT}
          where (o.status in (select jsonb_array_elements_text($1::jsonb))
                 or o.created_at >= $2)
            and ${KITCHEN_SEES}
          order by o.created_at, o.order_number`,
      [JSON.stringify(live), dayStart],
    ),

  /**
   * Orders changed after `since`, or whose kitchen ticket's printing did (any instance's
   * changes: the board's cross-instance poll).
   */
  changedSince: (db: Db, since: Date) =>
    db.query<StoredOrder>(
      `${ORDER_SELECT}
          where o.id in (select id from orders where updated_at > $1
                         union select order_id from print_jobs where updated_at > $1)
            and ${KITCHEN_SEES}
          order by o.updated_at`,
      [since],
    ),

  /** Moves an order only if it is still in `from`; false when someone moved it first. */
  async changeStatus(db: Db, orderId: string, change: StatusChange) {
    const rows = await db.query(
      `update orders
            set status = $3,
                previous_status = case when $7 then null else $2 end,
                status_changed_at = case when $7 then null else $4::timestamptz end,
                acknowledged_at = coalesce(acknowledged_at, $4::timestamptz),
                accepted_at = case when $2 = 'pending' and $3 = 'preparing' then $4::timestamptz
                                   when $3 = 'pending' then null else accepted_at end,
                prepared_at = case when $2 = 'preparing' and $3 in ('ready', 'out_for_delivery')
                                     then $4::timestamptz
                                   when $3 in ('pending', 'preparing') then null
                                   else prepared_at end,
                ready_at = case when $3 = 'pending' then null
                               else coalesce($5::timestamptz, ready_at) end,
                reject_reason = coalesce($6, reject_reason),
                updated_at = now()
          where id = $1::uuid and status = $2
            -- Money gone back in full meanwhile: the order is not taken on.
            and not ($2 = 'pending' and $3 = 'preparing' and paid_amount > 0 and refunded_amount >= paid_amount)
          returning id`,
      [
        orderId,
        change.from,
        change.to,
        change.at,
        change.readyAt ?? null,
        change.rejectReason ?? null,
        change.isUndo ?? false,
      ],
    )
    return rows.length > 0
  },

  /** A new quoted time for an order being prepared. */
  async setReadyAt(db: Db, orderId: string, readyAt: Date) {
    const rows = await db.query(
      `update orders set ready_at = $2, updated_at = now()
          where id = $1::uuid and status in ('preparing', 'ready', 'out_for_delivery')
          returning id`,
      [orderId, readyAt],
    )
    return rows.length > 0
  },

  /** Marks an order seen (the ringing stops); false if it already was. */
  async acknowledge(db: Db, orderId: string, at: Date) {
    const rows = await db.query(
      `update orders set acknowledged_at = $2, updated_at = now()
          where id = $1::uuid and acknowledged_at is null returning id`,
      [orderId, at],
    )
    return rows.length > 0
  },

  /**
   * Rejects every order nobody acknowledged since `cutoff`, in one statement, so any number
   * of API instances may run it at once and each order is rejected once. An order for later
   * is counted from when it starts ringing, `ringBeforeMinutes` before its time.
   */
  rejectUnanswered: (
    db: Db,
    cutoff: Date,
    at: Date,
    reason: string,
    ringBeforeMinutes: number,
  ) =>
    db.query<{ id: string; order_number: string }>(
      `update orders
            set status = 'rejected', previous_status = null, status_changed_at = $2,
                reject_reason = $3, updated_at = now()
          where status = 'pending' and acknowledged_at is null
            and greatest(created_at,
                         coalesce(scheduled_for - make_interval(mins => $4), created_at)) <= $1
          returning id::text as id, order_number::text as order_number`,
      [cutoff, at, reason, ringBeforeMinutes],
    ),
}
