import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Db, PreparedSql } from './client'
import { createPgliteStatements } from './pglite-prepared'

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

/**
 * A new cluster is created in a child process. initdb takes a few hundred MB that this process
 * would keep resident for good (measured: the API on a fresh folder held ~430 MB after start-up
 * against ~290 MB on an existing one); a child process gives it back when it exits. It is built
 * beside the folder and moved in whole, so a start-up killed half-way leaves no half a cluster.
 */
async function createClusterIfMissing(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return
  if ((await readdir(dataDir)).length > 0) {
    throw new Error(
      `DATA_DIR ${dataDir} holds files but no database: point it at the API's database folder or at an empty one.`,
    )
  }
  const building = `${dataDir}.initdb-${process.pid}`
  await rm(building, { recursive: true, force: true })
  await promisify(execFile)(process.execPath, [
    path.join(import.meta.dirname, 'create-pglite-cluster.mjs'),
    building,
    JSON.stringify(pgliteStartParams()),
  ])
  await rmdir(dataDir)
  await rename(building, dataDir)
}

/** Opens PGlite in dataDir (`memory://` for none); an empty folder is initialised first. */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  if (dataDir !== MEMORY) {
    await mkdir(dataDir, { recursive: true })
    await createClusterIfMissing(dataDir)
  }
  return wrapPglite(
    await PGlite.create(dataDir === MEMORY ? undefined : dataDir, {
      startParams: pgliteStartParams(),
    }),
  )
}

/** Puts an open PGlite behind the Db interface; closing the Db closes it. */
export function wrapPglite(pglite: PGlite): Db {
  const statements = createPgliteStatements(pglite)
  return {
    async query<T>(sql: string | PreparedSql, params: readonly unknown[] = []) {
      if (typeof sql !== 'string') return statements.query<T>(sql, params)
      return (await pglite.query<T>(sql, [...params])).rows
    },
    transaction: (fn) =>
      pglite.transaction((tx) => fn(transactionDb(tx, statements))),
    close: () => pglite.close(),
  }
}

function transactionDb(
  tx: Transaction,
  statements: ReturnType<typeof createPgliteStatements>,
): Db {
  const db: Db = {
    async query<T>(sql: string | PreparedSql, params: readonly unknown[] = []) {
      if (typeof sql !== 'string')
        return statements.queryInTransaction<T>(sql, params)
      return (await tx.query<T>(sql, [...params])).rows
    },
    transaction: (fn) => fn(db),
    close: async () => {},
  }
  return db
}
