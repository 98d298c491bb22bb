// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // Paying online: an order waits in awaiting_payment (the kitchen does not see it) until
  // Stripe confirms; payment_mode turns CARD then. payment_method says what was chosen.
  'alter table orders drop constraint orders_status_check',
  `alter table orders add constraint orders_status_check check (status in
     ('awaiting_payment', 'pending', 'preparing', 'ready', 'out_for_delivery', 'delivered',
      'cancelled', 'rejected'))`,
  'alter table orders drop constraint orders_payment_mode_check',
  `alter table orders add constraint orders_payment_mode_check
     check (payment_mode in ('COD', 'CARD'))`,
  'alter table orders drop constraint orders_payment_method_check',
  `alter table orders add constraint orders_payment_method_check
     check (payment_method in ('cash', 'card', 'online'))`,
  `alter table orders
     add column checkout_session_id text unique,
     add column checkout_url text,
     add column payment_intent_id text unique,
     add column paid_amount int not null default 0 check (paid_amount >= 0),
     add column paid_at timestamptz,
     add column refunded_amount int not null default 0 check (refunded_amount >= 0),
     add column refund_due_at timestamptz,
     add column cancel_reason text check (char_length(cancel_reason) <= 300),
     add column payment_problem text check (char_length(payment_problem) <= 300)`,
  // Orders Stripe has not settled yet, for the sweep that asks Stripe about them.
  `create index orders_awaiting_payment_idx on orders (created_at)
     where status = 'awaiting_payment'`,
  // Closed paid orders whose refund has not gone through yet (Stripe was down).
  `create index orders_refund_due_idx on orders (refund_due_at)
     where refund_due_at is not null`,

  // Every Stripe event handled, by its id: a replayed or duplicated event is recognised and
  // changes nothing. Written in the same transaction as the event's effect.
  `create table stripe_events (
    id text primary key,
    type text not null,
    order_id uuid references orders (id),
    received_at timestamptz not null default now()
  )`,

  // Money given back, one row per Stripe refund. `request_key` is what made it (the owner's
  // Idempotency-Key, or the automatic full refund's own key), so a retry finds it.
  `create table payment_refunds (
    id text primary key,
    order_id uuid not null references orders (id),
    amount int not null check (amount > 0),
    reason text not null default '' check (char_length(reason) <= 200),
    request_key text not null unique check (char_length(request_key) <= 300),
    staff_id uuid references staff_members (id),
    created_at timestamptz not null default now()
  )`,
  'create index payment_refunds_order_idx on payment_refunds (order_id)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
