// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // Sessions end after 30 days unused instead of 30 days after the login: each use moves
  // expires_at on, written at most once an hour per session; last_used_at is when it last was.
  'alter table sessions add column last_used_at timestamptz not null default now()',
  // A session made before this was last known to be used at its login.
  'update sessions set last_used_at = created_at',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
