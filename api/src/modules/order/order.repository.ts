import type { OrderStatus } from '@food/shared/wire'
import type { Db } from '../../db/client'
import type { NewOrder, StoredOrder } from './order.types'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// One select for an order and its items, so a list is one round trip however long it is.
export const ORDER_SELECT = `
  select o.id::text as id, o.order_number::text as order_number, o.status, o.order_type,
         o.payment_mode, o.payment_method, o.address, o.delivery_miles::float8 as delivery_miles,
         o.note, o.total_amount, o.discount_amount, o.discount_percentage, o.delivery_fee,
         o.tax_amount, o.final_amount, o.created_at, o.updated_at, o.acknowledged_at,
         o.ready_at, o.reject_reason, o.previous_status, o.status_changed_at,
         o.checkout_session_id, o.checkout_url, o.payment_intent_id, o.paid_amount,
         o.refunded_amount, o.cancel_reason, o.payment_problem, o.promised_at, o.scheduled_for,
         o.paid_at, o.accepted_at, o.prepared_at,
         u.name as customer_name, u.mobile as customer_mobile,
         (select jsonb_build_object('state', p.state, 'error', p.error, 'attempts', p.attempts,
                                    'printed_at', p.printed_at, 'updated_at', p.updated_at)
            from print_jobs p where p.order_id = o.id and p.kind = 'kitchen-ticket') as print_job,
         (select n.kind from notifications n
           where n.order_id = o.id and n.channel = 'sms' and n.state = 'failed'
           order by n.created_at desc limit 1) as failed_text,
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'id', i.id, 'menu_item_id', i.menu_item_id, 'name', i.name,
                    'quantity', i.quantity, 'unit_price', i.unit_price,
                    'line_total', i.line_total, 'instructions', i.instructions,
                    'addons', i.addons)
                  order by i.id)
             from order_items i where i.order_id = o.id
         ), '[]'::jsonb) as items
    from orders o
    join users u on u.id = o.user_id`

/**
 * The orders the kitchen sees: all but those paid online that Stripe has not paid (waiting,
 * or cancelled unpaid). Used by every staff query, so no screen shows an unpaid one.
 */
export const KITCHEN_SEES = `(o.payment_method <> 'online' or o.paid_at is not null)`

/**
 * The orders' queries. Each takes the open database handle first: the pool, or the transaction
 * the order service opened to write an order (with the basket's and the customer's locks).
 */
export const orderRepository = {
  /** The customer's orders, most recently changed first. */
  listForUser: (db: Db, userId: string, limit: number) =>
    db.query<StoredOrder>(
      `${ORDER_SELECT}
          where o.user_id = $1::uuid
          order by o.updated_at desc, o.order_number desc
          limit $2`,
      [userId, limit],
    ),

  async findForUser(db: Db, userId: string, orderId: string) {
    const [row] = await db.query<StoredOrder>(
      `${ORDER_SELECT} where o.user_id = $1::uuid and o.id = $2::uuid`,
      [userId, orderId],
    )
    return row ?? null
  },

  /** One of the customer's orders by its id or its short number ("1042"). */
  async findForUserByReference(db: Db, userId: string, reference: string) {
    const isNumber = /^\d{1,15}$/.test(reference)
    if (!isNumber && !UUID.test(reference)) return null
    const [row] = await db.query<StoredOrder>(
      `${ORDER_SELECT} where o.user_id = $1::uuid and ${
        isNumber ? 'o.order_number = $2::bigint' : 'o.id = $2::uuid'
      }`,
      [userId, reference],
    )
    return row ?? null
  },

  /** The first order submitted with this key, with the hash of the payload it came with. */
  async findByIdempotencyKey(db: Db, userId: string, key: string) {
    const [row] = await db.query<{ id: string; request_hash: string }>(
      `select id::text as id, request_hash from orders
          where user_id = $1::uuid and idempotency_key = $2`,
      [userId, key],
    )
    return row ?? null
  },

  /** Writes the order and its lines; returns the new order's id. */
  async insert(db: Db, order: NewOrder): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into orders (user_id, order_type, payment_mode, payment_method, address,
                             delivery_miles, note, total_amount, discount_amount,
                             discount_percentage, delivery_fee, tax_amount, final_amount,
                             idempotency_key, request_hash, created_at, promised_at,
                             scheduled_for, status)
         values ($1::uuid, $2, 'COD', $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
                 $15, $16, $17, case when $3 = 'online' then 'awaiting_payment' else 'pending' end)
         returning id::text as id`,
      [
        order.userId,
        order.orderType,
        order.paymentMethod,
        order.address ? JSON.stringify(order.address) : null,
        order.deliveryMiles,
        order.note,
        order.totalAmount,
        order.discountAmount,
        order.discountPercentage,
        order.deliveryFee,
        order.taxAmount,
        order.finalAmount,
        order.idempotencyKey,
        order.requestHash,
        order.placedAt,
        order.promisedAt,
        order.scheduledFor,
      ],
    )
    if (!row) throw new Error('insert into orders returned no row')
    await db.query(
      `insert into order_items (order_id, menu_item_id, name, quantity, unit_price,
                                  line_total, instructions, addons)
         select $1::uuid, i.menu_item_id, i.name, i.quantity, i.unit_price,
                i.line_total, i.instructions, i.addons
           from jsonb_to_recordset($2::jsonb) as i(menu_item_id text, name text, quantity int,
                unit_price int, line_total int, instructions text, addons jsonb, ord int)
          order by i.ord`,
      [
        row.id,
        JSON.stringify(order.items.map((item, ord) => ({ ...item, ord }))),
      ],
    )
    return row.id
  },

  /** Status and change time of the given orders: the cheap question a poll asks. */
  findStates: (db: Db, orderIds: readonly string[]) =>
    db.query<{ id: string; status: string; updated_at: Date | string }>(
      `select id::text as id, status, updated_at from orders
          where id in (select jsonb_array_elements_text($1::jsonb)::uuid)`,
      [JSON.stringify(orderIds)],
    ),

  /** Live orders for the kitchen, oldest first. */
  listLive: (db: Db, statuses: readonly OrderStatus[]) =>
    db.query<StoredOrder>(
      `${ORDER_SELECT}
          where o.status in (select jsonb_array_elements_text($1::jsonb)) and ${KITCHEN_SEES}
          order by o.created_at, o.order_number`,
      [JSON.stringify(statuses)],
    ),

  /** An order by its short number ("1042") or its id, for staff (unpaid online ones are not theirs). */
  async findByReference(db: Db, reference: string) {
    const isNumber = /^\d{1,15}$/.test(reference)
    if (!isNumber && !UUID.test(reference)) return null
    const [row] = await db.query<StoredOrder>(
      isNumber
        ? `${ORDER_SELECT} where o.order_number = $1::bigint and ${KITCHEN_SEES}`
        : `${ORDER_SELECT} where o.id = $1::uuid and ${KITCHEN_SEES}`,
      [reference],
    )
    return row ?? null
  },
}
