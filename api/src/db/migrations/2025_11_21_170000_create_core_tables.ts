// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  `create table shop_settings (
    id int primary key default 1 check (id = 1),
    name text not null,
    description text not null,
    about text not null,
    address jsonb not null,
    phone text not null,
    email text not null,
    social jsonb not null,
    opening_hours jsonb not null,
    delivery_hours jsonb not null,
    vat_rate_percent int not null,
    discount_percentage int not null,
    discount_message text not null,
    delivery_fees jsonb not null,
    holiday_message text,
    updated_at timestamptz not null default now()
  )`,
  `create table menu_categories (
    id text primary key,
    name text not null,
    slug text not null unique,
    status text not null check (status in ('active', 'inactive')),
    sort_order int not null,
    image text
  )`,
  `create table menu_items (
    id text primary key,
    category_id text not null references menu_categories (id),
    name text not null,
    description text not null,
    image text,
    price_pence int not null check (price_pence >= 0),
    is_veg boolean not null,
    allergens jsonb not null default '[]',
    available boolean not null default true,
    sort_order int not null
  )`,
  'create index menu_items_category_idx on menu_items (category_id, sort_order)',
  `create table addon_groups (
    id text primary key,
    name text not null,
    min_choices int not null check (min_choices >= 0),
    max_choices int not null check (max_choices >= min_choices)
  )`,
  `create table addon_items (
    id text primary key,
    group_id text not null references addon_groups (id),
    name text not null,
    price_pence int not null check (price_pence >= 0),
    sort_order int not null
  )`,
  `create table menu_item_addon_groups (
    menu_item_id text not null references menu_items (id),
    addon_group_id text not null references addon_groups (id),
    sort_order int not null,
    primary key (menu_item_id, addon_group_id)
  )`,
  `create table blog_posts (
    id text primary key,
    slug text not null unique,
    title text not null,
    excerpt text not null,
    content text not null,
    cover_image text,
    tags jsonb not null default '[]',
    author text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  `create table policies (
    policy text primary key,
    title text not null,
    content text not null,
    updated_at timestamptz not null
  )`,
  `create table users (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    email text not null,
    mobile text not null unique,
    created_at timestamptz not null default now()
  )`,
  `create table sessions (
    token_hash text primary key,
    user_id uuid not null references users (id) on delete cascade,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  'create index sessions_user_idx on sessions (user_id)',
  `create table sms_outbox (
    id bigserial primary key,
    mobile text not null,
    code text,
    text text not null,
    created_at timestamptz not null default now()
  )`,
  'create index sms_outbox_mobile_idx on sms_outbox (mobile, id)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
