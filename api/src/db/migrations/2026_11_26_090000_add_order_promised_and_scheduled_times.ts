// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // What the customer was told when ordering ("Arriving around 20:05"), until the kitchen
  // quotes its own time; an order from before this was promised nothing.
  'alter table orders add column promised_at timestamptz',
  // An order for later: the time the customer chose (null: as soon as possible).
  'alter table orders add column scheduled_for timestamptz',
  // The board holds scheduled orders apart and wakes them 30 minutes before they are due.
  'create index orders_scheduled_for on orders (scheduled_for) where scheduled_for is not null',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
