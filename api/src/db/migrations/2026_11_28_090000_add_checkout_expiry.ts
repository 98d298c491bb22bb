// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // When the order's Checkout Session is to close, chosen once by whichever API instance first
  // asks Stripe for it: every instance then sends Stripe the same parameters under the same
  // idempotency key (a lost reply or a double tap on two instances makes one session).
  `alter table orders add column checkout_expires_at timestamptz`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
