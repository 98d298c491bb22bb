// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // One row per order and kind of paper (the kitchen's ticket): the unique key is what makes a
  // retry, a second tablet or a second API instance print it once. `attempts` counts the sends
  // claimed; a claim sets state 'printing' in one statement, so only one sender holds it.
  `create table print_jobs (
     id uuid primary key default gen_random_uuid(),
     order_id uuid not null references orders(id) on delete cascade,
     kind text not null,
     state text not null check (state in ('printing', 'printed', 'failed')),
     attempts integer not null default 1,
     error text,
     requested_by uuid references staff_members(id) on delete set null,
     requested_by_name text not null,
     claimed_at timestamptz not null,
     printed_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     unique (order_id, kind)
   )`,
  // The boards' cross-instance poll looks for jobs changed since its last look.
  `create index print_jobs_updated_at_idx on print_jobs (updated_at)`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
