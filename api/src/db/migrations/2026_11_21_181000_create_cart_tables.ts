// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // One row per basket line. Prices are not stored: the cart is always priced from the menu.
  // addon_item_ids is the sorted, de-duplicated list of chosen add-on items, so two lines that
  // are equal in item, add-ons (as a set) and instructions collide on the unique index and merge.
  `create table cart_items (
    id uuid primary key default gen_random_uuid(),
    position bigint generated always as identity,
    user_id uuid not null references users (id) on delete cascade,
    menu_item_id text not null references menu_items (id),
    quantity int not null check (quantity between 1 and 50),
    instructions text not null default '' check (char_length(instructions) <= 200),
    addon_item_ids jsonb not null default '[]' check (jsonb_typeof(addon_item_ids) = 'array'),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index cart_items_line_idx
     on cart_items (user_id, menu_item_id, addon_item_ids, instructions)`,
  'create index cart_items_user_idx on cart_items (user_id, position)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
