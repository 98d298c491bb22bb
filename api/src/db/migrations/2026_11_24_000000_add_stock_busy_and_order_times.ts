// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // Sold out: until the next opening (sold_out_until set; a sweep brings it back) or until a
  // member changes it (sold_out_until null). Separate from `available` (off the menu).
  `alter table menu_items
     add column sold_out boolean not null default false,
     add column sold_out_until timestamptz`,
  `alter table addon_items
     add column sold_out boolean not null default false,
     add column sold_out_until timestamptz`,
  // Busy mode adds minutes to every quote until a time; a pause stops online orders until a
  // time, with a reason the closed banner shows. Both end by themselves.
  `alter table shop_settings
     add column busy_minutes int check (busy_minutes in (10, 20, 30)),
     add column busy_until timestamptz,
     add column paused_until timestamptz,
     add column pause_reason text check (char_length(pause_reason) <= 80)`,
  // When the kitchen took the order on and when it left the kitchen: the takings' median
  // preparation time.
  `alter table orders
     add column accepted_at timestamptz,
     add column prepared_at timestamptz`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
