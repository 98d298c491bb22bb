/** The one database seam: PGlite and node-postgres both sit behind it. */
export type Db = {
  query<T = Record<string, unknown>>(
    sql: string | PreparedSql,
    params?: readonly unknown[],
  ): Promise<T[]>
  /** Runs fn in one transaction; inside it, tx.transaction simply reuses tx. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * A query the database parses and plans once per connection and then only runs (a named
 * prepared statement), for the few queries on the path of every request: on PGlite that
 * costs about a third of a plain parameterised query. Made once, at module level.
 */
export type PreparedSql = { readonly name: string; readonly text: string }

/** A prepared query; its name is the statement's on every connection, so it must be unique. */
export const prepared = (name: string, text: string): PreparedSql => ({
  name,
  text,
})

import { migrate } from './migrate'
import { seedIfEmpty } from './seed/index'

export type DbOptions = { databaseUrl?: string | undefined; dataDir: string }

/** A `pg` pool when DATABASE_URL is set, else PGlite in DATA_DIR (`memory://` for none). */
export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { createPgDb } = await import('./pg-db')
    return createPgDb(options.databaseUrl)
  }
  const { createPgliteDb } = await import('./pglite-db')
  return createPgliteDb(options.dataDir)
}

/** Applies pending migrations and seeds an empty database; whether it changed anything. */
export async function prepareDb(db: Db): Promise<boolean> {
  const migrated = await migrate(db)
  const seeded = await seedIfEmpty(db)
  return migrated.length > 0 || seeded
}

/**
 * The server's database, migrated and seeded. PGlite's WebAssembly memory never shrinks, and
 * migrating and seeding a new folder grew it by ~25 MB that the server kept for good; a PGlite
 * folder that changed is therefore opened once more, which gives that memory back.
 */
export async function openPreparedDb(options: DbOptions): Promise<Db> {
  const db = await createDb(options)
  const changed = await prepareDb(db)
  const inFolder = !options.databaseUrl && options.dataDir !== 'memory://'
  if (!changed || !inFolder) return db
  await db.close()
  return createDb(options)
}
