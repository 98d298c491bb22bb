// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // Optimistic versions: a save names the version it was made from, and a save made from an
  // older one (a second screen) is refused instead of overwriting the first.
  'alter table menu_categories add column version int not null default 1',
  'alter table addon_groups add column version int not null default 1',
  // Retired dishes and options leave the menu but stay, because orders and baskets name them.
  `alter table menu_items
     add column version int not null default 1,
     add column retired_at timestamptz`,
  'alter table addon_items add column retired_at timestamptz',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
