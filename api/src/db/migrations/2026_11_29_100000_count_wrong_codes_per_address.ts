// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// Wrong codes no longer count against the number they were for (anyone could lock a number out
// of signing in), but against the code and the client address that guessed (ADR 030). Rows of
// earlier guesses have neither and count against no address.
const statements = [
  'alter table otp_failures add column client_ip text',
  `alter table otp_failures
     add column code_id bigint references otp_codes (id) on delete cascade`,
  'create index otp_failures_ip_idx on otp_failures (client_ip, created_at)',
  // A send the provider refused is deleted with its code; this finds the code's guesses.
  'create index otp_failures_code_idx on otp_failures (code_id)',
  'drop index otp_failures_mobile_idx',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
