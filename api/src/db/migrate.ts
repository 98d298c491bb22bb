import type { Db } from './client'
import { migrations as allMigrations, type Migration } from './migrations/index'

// Any constant works; it only has to be the same for every instance of this API.
const MIGRATION_LOCK_KEY = 724_311_001

/**
 * Applies pending migrations in one transaction under a PostgreSQL advisory lock,
 * so two instances starting together apply each migration once.
 * Returns the versions it applied.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.query(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`)
    const rows = await tx.query<{ version: string }>(
      'select version from schema_migrations',
    )
    const applied = new Set(rows.map((row) => row.version))
    const pending = migrations.filter((m) => !applied.has(m.version))
    for (const migration of pending) {
      await migration.up(tx)
      await tx.query('insert into schema_migrations (version) values ($1)', [
        migration.version,
      ])
    }
    return pending.map((m) => m.version)
  })
}

/** Serialises seeding across instances with the same lock as migrations. */
export async function withMigrationLock<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    return fn(tx)
  })
}
