/** The one database seam: PGlite and node-postgres both sit behind it. */
export type Db = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]>
  /** Runs fn in one transaction; inside it, tx.transaction simply reuses tx. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
}

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
