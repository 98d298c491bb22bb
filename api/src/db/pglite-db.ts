import { mkdir } from 'node:fs/promises'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Db } from './client'

const MEMORY = 'memory://'

/**
 * Settings PGlite starts PostgreSQL with, besides its own. Its defaults (128MB of shared
 * buffers, 100 connections) put most of the API's memory into WebAssembly memory, which stays
 * resident once touched and never shrinks, for a database of a few tens of MB that one
 * process opens: a page not in the buffers comes from the operating system's file cache.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  // PGlite runs one backend; the lock table is sized for these (64 locks each).
  max_connections: '10',
}

/** PGlite's own start parameters plus PGLITE_SETTINGS (tests open PGlite with them too). */
export function pgliteStartParams(): string[] {
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ])
  return [...PGlite.defaultStartParams, ...settings]
}

/** Opens PGlite in dataDir (`memory://` for none); an empty folder is initialised first. */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  if (dataDir !== MEMORY) await mkdir(dataDir, { recursive: true })
  return wrapPglite(
    await PGlite.create(dataDir === MEMORY ? undefined : dataDir, {
      startParams: pgliteStartParams(),
    }),
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
