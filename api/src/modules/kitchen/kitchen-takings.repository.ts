import type { Db } from '../../db/client'
import { KITCHEN_SEES } from '../order/order.repository'

/** One order of the day as the takings read it, money in pence (VAT included). */
export type TakingsLineRow = {
  order_number: string
  created_at: Date | string
  status: string
  scheduled_for: Date | string | null
  order_type: 'delivery' | 'collection'
  payment_method: 'cash' | 'card' | 'online'
  total_amount: number
  discount_amount: number
  delivery_fee: number
  tax_amount: number
  final_amount: number
  refunded_amount: number
}

type MediansRow = {
  median_ack_seconds: number | null
  median_prep_seconds: number | null
}

/** A trading day's orders (those the kitchen sees: not an unpaid online one), and its medians. */
export const kitchenTakingsRepository = {
  lines: (db: Db, from: Date, to: Date) =>
    db.query<TakingsLineRow>(
      `select o.order_number::text as order_number, o.created_at, o.status, o.scheduled_for,
              o.order_type, o.payment_method, o.total_amount, o.discount_amount,
              o.delivery_fee, o.tax_amount, o.final_amount, o.refunded_amount
         from orders o
        where o.created_at >= $1 and o.created_at < $2 and ${KITCHEN_SEES}
        order by o.created_at, o.order_number`,
      [from, to],
    ),

  async medians(db: Db, from: Date, to: Date): Promise<MediansRow> {
    const [row] = await db.query<MediansRow>(
      `select (percentile_cont(0.5) within group
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
