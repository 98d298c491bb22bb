import type { Db } from '../../db/client'
import { KITCHEN_SEES } from '../order/order.repository'

export type TakingsRow = {
  orders: number
  total: number
  cash_count: number
  cash_total: number
  card_count: number
  card_total: number
  online_count: number
  online_total: number
  refund_count: number
  refund_total: number
  discounts: number
  delivery_fees: number
  rejected_count: number
  rejected_value: number
  cancelled_count: number
  cancelled_value: number
  median_ack_seconds: number | null
  median_prep_seconds: number | null
}

// Taken: every order placed in the day but those rejected or cancelled.
const TAKEN = `status not in ('rejected', 'cancelled')`

// Refunds on the day's served orders: a rejected or cancelled one is not in the total anyway.
const REFUNDS_OF_SERVED = `from payment_refunds r join orders s on s.id = r.order_id
   where s.created_at >= $1 and s.created_at < $2
     and s.status not in ('rejected', 'cancelled')`

/** One trading day's figures, in one query. */
export const kitchenTakingsRepository = {
  async day(db: Db, from: Date, to: Date): Promise<TakingsRow> {
    const [row] = await db.query<TakingsRow>(
      `select count(*) filter (where ${TAKEN})::int as orders,
              coalesce(sum(final_amount) filter (where ${TAKEN}), 0)::int as total,
              count(*) filter (where ${TAKEN} and payment_method = 'cash')::int as cash_count,
              coalesce(sum(final_amount) filter (where ${TAKEN} and payment_method = 'cash'), 0)::int
                as cash_total,
              count(*) filter (where ${TAKEN} and payment_method = 'card')::int as card_count,
              coalesce(sum(final_amount) filter (where ${TAKEN} and payment_method = 'card'), 0)::int
                as card_total,
              count(*) filter (where ${TAKEN} and payment_method = 'online')::int as online_count,
              coalesce(sum(final_amount) filter (where ${TAKEN} and payment_method = 'online'), 0)::int
                as online_total,
              (select count(*) ${REFUNDS_OF_SERVED})::int as refund_count,
              (select coalesce(sum(r.amount), 0) ${REFUNDS_OF_SERVED})::int as refund_total,
              coalesce(sum(discount_amount) filter (where ${TAKEN}), 0)::int as discounts,
              coalesce(sum(delivery_fee) filter (where ${TAKEN}), 0)::int as delivery_fees,
              count(*) filter (where status = 'rejected')::int as rejected_count,
              coalesce(sum(final_amount) filter (where status = 'rejected'), 0)::int as rejected_value,
              count(*) filter (where status = 'cancelled')::int as cancelled_count,
              coalesce(sum(final_amount) filter (where status = 'cancelled'), 0)::int as cancelled_value,
              (percentile_cont(0.5) within group
                 (order by extract(epoch from acknowledged_at - created_at))
                 filter (where acknowledged_at is not null))::float8 as median_ack_seconds,
              (percentile_cont(0.5) within group
                 (order by extract(epoch from prepared_at - accepted_at))
                 filter (where prepared_at is not null and accepted_at is not null))::float8
                as median_prep_seconds
         from orders o
        where created_at >= $1 and created_at < $2 and ${KITCHEN_SEES}`,
      [from, to],
    )
    if (!row) throw new Error('the takings query returned no row')
    return row
  },
}
