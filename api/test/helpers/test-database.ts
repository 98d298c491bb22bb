import { randomBytes } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { adminQuery } from '@food/tools/postgres'
import { inject } from 'vitest'
import { createDb, type Db } from '../../src/db/client'
import { pgliteStartParams, wrapPglite } from '../../src/db/pglite-db'

export type TestDatabase = {
  db: Db
  /** Connection string of the fresh PostgreSQL database, undefined on PGlite. */
  databaseUrl: string | undefined
  dataDir: string
  /** Closes the connection and opens a new one to the same data, as a server restart does. */
  restart(): Promise<void>
  drop(): Promise<void>
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a newly created database on that PostgreSQL server, dropped again afterwards.
 */
export async function createTestDatabase(
  dataDir = 'memory://',
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database: TestDatabase = {
      db: await openPglite(dataDir),
      databaseUrl: undefined,
      dataDir,
      async restart() {
        await database.db.close()
        database.db = await createDb({ dataDir })
      },
      drop: () => database.db.close(),
    }
    return database
  }
  const name = `food_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  const database: TestDatabase = {
    db: await createDb({ databaseUrl, dataDir }),
    databaseUrl,
    dataDir,
    async restart() {
      await database.db.close()
      database.db = await createDb({ databaseUrl, dataDir })
    },
    async drop() {
      await database.db.close()
      await adminQuery(
        serverUrl,
        `drop database if exists ${name} with (force)`,
      )
    },
  }
  return database
}

let template: Blob | undefined

/** A PGlite started from the template cluster made once by global-setup.ts. */
async function openPglite(dataDir: string): Promise<Db> {
  const file = inject('pgliteTemplate')
  if (!file) return createDb({ dataDir })
  template ??= new Blob([await readFile(file)])
  const options = { loadDataDir: template, startParams: pgliteStartParams() }
  if (dataDir === 'memory://') return wrapPglite(await PGlite.create(options))
  await mkdir(dataDir, { recursive: true })
  return wrapPglite(await PGlite.create(dataDir, options))
}
