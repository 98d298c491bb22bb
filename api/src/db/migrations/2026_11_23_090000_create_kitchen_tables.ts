// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // The restaurant's people. A removed member keeps the row (the audit log and the orders name
  // them) but loses every session at once; adding the number again brings it back.
  `create table staff_members (
    id uuid primary key default gen_random_uuid(),
    mobile text not null unique check (mobile ~ '^[0-9]{10}$'),
    name text not null check (char_length(name) between 1 and 60),
    role text not null check (role in ('staff', 'owner')),
    created_at timestamptz not null default now(),
    removed_at timestamptz
  )`,
  // A staff session is a table of its own, so no customer token can ever open a staff endpoint
  // and no staff token a customer one. Only the hash of the token is stored.
  `create table staff_sessions (
    token_hash text primary key,
    staff_id uuid not null references staff_members (id) on delete cascade,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`,
  'create index staff_sessions_staff_idx on staff_sessions (staff_id)',
  // Every staff action: who, when, what, and the state before and after.
  `create table staff_actions (
    id bigserial primary key,
    staff_id uuid references staff_members (id),
    staff_name text not null,
    at timestamptz not null,
    action text not null,
    subject text not null,
    before jsonb,
    after jsonb
  )`,
  'create index staff_actions_at_idx on staff_actions (at desc, id desc)',
  // A staff sign-in code is a third purpose beside a customer's sign-up and login.
  'alter table otp_codes drop constraint otp_codes_purpose_check',
  `alter table otp_codes add constraint otp_codes_purpose_check
     check (purpose in ('signup', 'login', 'staff'))`,
  // The kitchen rejects an order with a reason the customer reads; "rejected" is not
  // "cancelled" (the takings count them apart).
  'alter table orders drop constraint orders_status_check',
  `alter table orders add constraint orders_status_check check (status in
     ('pending', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled', 'rejected'))`,
  `alter table orders
     add column acknowledged_at timestamptz,
     add column ready_at timestamptz,
     add column reject_reason text check (char_length(reject_reason) <= 200),
     add column previous_status text,
     add column status_changed_at timestamptz`,
  // The board's rules: an unanswered order is flagged after 5 minutes and rejected after 10;
  // a ticket prints on accept only if the shop turns it on.
  `alter table shop_settings
     add column alert_after_minutes int not null default 5
       check (alert_after_minutes between 1 and 60),
     add column reject_after_minutes int not null default 10
       check (reject_after_minutes between 2 and 120),
     add column auto_print boolean not null default false`,
  // The board asks "what changed since I last looked" many times a second across instances.
  'create index orders_updated_idx on orders (updated_at)',
  'drop index orders_live_idx',
  `create index orders_live_idx on orders (created_at)
     where status not in ('delivered', 'cancelled', 'rejected')`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
