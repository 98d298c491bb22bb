// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // The circuit breaker counts the codes sent to a number block (a 10-digit mobile without its
  // last 4 digits) in the last hour: SMS pumping walks through a block.
  'create index sms_sends_block_idx on sms_sends (left(mobile, 6), created_at)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
