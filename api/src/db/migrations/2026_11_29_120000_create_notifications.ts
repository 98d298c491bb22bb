// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // The outbox: a text or email is written in the transaction of the change that causes it,
  // and a worker on any instance sends it. `next_attempt_at` is also the claim: a worker moves
  // it past its lease when it takes a row, so a crashed worker's row comes due again.
  `create table notifications (
    id uuid primary key default gen_random_uuid(),
    order_id uuid not null references orders (id) on delete cascade,
    channel text not null check (channel in ('sms', 'email')),
    kind text not null,
    recipient text not null,
    data jsonb not null default '{}'::jsonb,
    state text not null default 'pending' check (state in ('pending', 'sent', 'failed')),
    attempts int not null default 0,
    next_attempt_at timestamptz not null,
    claim_token uuid,
    last_error text,
    provider_ref text,
    created_at timestamptz not null,
    sent_at timestamptz
  )`,
  `create index notifications_due_idx on notifications (next_attempt_at)
     where state = 'pending'`,
  'create index notifications_order_idx on notifications (order_id, created_at)',
  // Each of these is said once an order, whatever taps and undos happen.
  `create unique index notifications_once_idx on notifications (order_id, channel, kind)
     where kind in ('accepted', 'rejected', 'cancelled', 'ready', 'out_for_delivery', 'receipt')`,
  // A customer may turn order texts off (sign-in codes always go).
  'alter table users add column order_texts boolean not null default true',
  // The dev mail outbox (MAIL_URL=dev), beside sms_outbox.
  `create table mail_outbox (
    id bigserial primary key,
    recipient text not null,
    subject text not null,
    text text not null,
    html text not null,
    created_at timestamptz not null default now()
  )`,
  'create index mail_outbox_recipient_idx on mail_outbox (recipient, id)',
  // The restaurant's VAT registration number, printed on receipts.
  `alter table shop_settings add column vat_number text not null default ''`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
