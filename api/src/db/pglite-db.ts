import { mkdir } from 'node:fs/promises'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Db } from './client'

const MEMORY = 'memory://'

/** Opens PGlite in dataDir (`memory://` for none); an empty folder is initialised first. */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  if (dataDir !== MEMORY) await mkdir(dataDir, { recursive: true })
  return wrapPglite(
    await PGlite.create(dataDir === MEMORY ? undefined : dataDir),
  )
}

/** Puts an open PGlite behind the Db interface; closing the Db closes it. */
export function wrapPglite(pglite: PGlite): Db {
  return {
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(transactionDb(tx))),
    close: () => pglite.close(),
  }
}

function queryable(target: PGlite | Transaction) {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params])
      return result.rows
    },
  }
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    ...queryable(tx),
    transaction: (fn) => fn(db),
    close: async () => {},
  }
  return db
}
