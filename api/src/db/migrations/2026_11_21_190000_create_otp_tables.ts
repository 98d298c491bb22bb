// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// Every OTP rate limit is counted from these rows, never from memory, so any number of API
// instances on one database share the same counters. Times come from the app's clock.
const statements = [
  // One row per code text message handed to the SMS provider. A send the provider refused is
  // deleted again, so it does not count towards any limit.
  `create table sms_sends (
    id bigserial primary key,
    mobile text not null,
    client_ip text not null,
    created_at timestamptz not null
  )`,
  'create index sms_sends_mobile_idx on sms_sends (mobile, created_at)',
  'create index sms_sends_ip_idx on sms_sends (client_ip, created_at)',
  'create index sms_sends_created_idx on sms_sends (created_at)',
  // The code itself is never stored: only an HMAC of the mobile and the code. The newest row
  // of a mobile is its only live code. A sign-up keeps the pending name and email here until
  // the code is verified, and only then is the users row created.
  `create table otp_codes (
    id bigserial primary key,
    send_id bigint not null references sms_sends (id) on delete cascade,
    mobile text not null,
    purpose text not null check (purpose in ('signup', 'login')),
    code_hash text not null,
    pending_name text,
    pending_email text,
    wrong_attempts int not null default 0,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  'create index otp_codes_mobile_idx on otp_codes (mobile, id)',
  'create index otp_codes_send_idx on otp_codes (send_id)',
  // One row per wrong code, for the per-number daily cap on guesses.
  `create table otp_failures (
    id bigserial primary key,
    mobile text not null,
    created_at timestamptz not null
  )`,
  'create index otp_failures_mobile_idx on otp_failures (mobile, created_at)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
