// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // One row per solved proof-of-work challenge (ALTCHA) that let a code through, by the
  // challenge's signed nonce: a solution is good once. Kept until the challenge expires, after
  // which a replay is refused as expired anyway.
  `create table spent_challenges (
    challenge_id text primary key,
    expires_at timestamptz not null
  )`,
  'create index spent_challenges_expires_idx on spent_challenges (expires_at)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
