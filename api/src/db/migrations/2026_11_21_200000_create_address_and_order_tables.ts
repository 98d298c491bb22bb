// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // A customer's saved delivery addresses. Orders copy the address they were sent to, so an
  // address can be edited or deleted without rewriting history.
  `create table addresses (
    id uuid primary key default gen_random_uuid(),
    position bigint generated always as identity,
    user_id uuid not null references users (id) on delete cascade,
    name text not null check (char_length(name) between 1 and 30),
    address_line1 text not null check (char_length(address_line1) between 1 and 30),
    city text not null check (char_length(city) between 1 and 30),
    postcode text not null check (char_length(postcode) between 1 and 30),
    phone text not null check (char_length(phone) between 10 and 11),
    label text not null check (char_length(label) between 1 and 30),
    is_primary boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index addresses_user_idx on addresses (user_id, position)',
  // At most one primary per customer, whatever two requests do at once.
  `create unique index addresses_one_primary_idx
     on addresses (user_id) where is_primary`,

  // The minimum basket (after discount, before the fee) for a delivery; collection has none.
  `alter table shop_settings
     add column min_delivery_order_pence int not null default 1200
       check (min_delivery_order_pence >= 0)`,

  // One row per placed order. Money is in pence, VAT included, as the cart priced it at submit.
  // order_number is the short number people read out on the phone ("order 1042").
  `create table orders (
    id uuid primary key default gen_random_uuid(),
    order_number bigint generated always as identity (start with 1001) unique,
    user_id uuid not null references users (id) on delete restrict,
    status text not null default 'pending' check (status in
      ('pending', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled')),
    order_type text not null check (order_type in ('delivery', 'collection')),
    payment_mode text not null check (payment_mode in ('COD')),
    payment_method text not null check (payment_method in ('cash', 'card')),
    address jsonb,
    delivery_miles numeric(5, 1),
    note text not null default '' check (char_length(note) <= 300),
    total_amount int not null check (total_amount >= 0),
    discount_amount int not null check (discount_amount >= 0),
    discount_percentage int not null,
    delivery_fee int not null check (delivery_fee >= 0),
    tax_amount int not null check (tax_amount >= 0),
    final_amount int not null check (final_amount >= 0),
    idempotency_key text check (char_length(idempotency_key) <= 200),
    request_hash text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((order_type = 'delivery') = (address is not null))
  )`,
  // A repeated submit with the same key finds the first order; a racing one hits this index.
  `create unique index orders_idempotency_idx
     on orders (user_id, idempotency_key) where idempotency_key is not null`,
  'create index orders_user_idx on orders (user_id, updated_at desc)',
  `create index orders_live_idx on orders (created_at)
     where status not in ('delivered', 'cancelled')`,

  `create table order_items (
    id bigserial primary key,
    order_id uuid not null references orders (id) on delete cascade,
    menu_item_id text not null references menu_items (id),
    name text not null,
    quantity int not null check (quantity between 1 and 50),
    unit_price int not null check (unit_price >= 0),
    line_total int not null check (line_total >= 0),
    instructions text not null default '',
    addons jsonb not null default '[]'
  )`,
  'create index order_items_order_idx on order_items (order_id, id)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
