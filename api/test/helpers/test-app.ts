import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { type Env, loadEnv } from '../../src/config/env'
import { createTestDatabase, type TestDatabase } from './test-database'

export type TestApp = {
  app: FastifyInstance
  database: TestDatabase
  env: Env
  close(): Promise<void>
}

/** A photo folder of its own for each test app; made only when a photo is stored. */
const newPhotosDir = () => join(tmpdir(), 'food-api-photos', randomUUID())

export function testEnv(
  database: TestDatabase,
  overrides: Record<string, string> = {},
): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    // Tests edit the menu and settings in the database and look at once; test/cache.test.ts
    // turns the cache on.
    CACHE_TTL_MS: '0',
    // An in-memory database has no folder for photos; a test of S3 storage names a bucket.
    ...(overrides.S3_BUCKET ? {} : { PHOTOS_DIR: newPhotosDir() }),
    ...overrides,
  })
}

/** Boots the API in-process on a freshly migrated and seeded database. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  now?: () => Date,
): Promise<TestApp> {
  const database = await createTestDatabase()
  const env = testEnv(database, overrides)
  const app = await buildApp({
    env,
    db: database.db,
    logger: false,
    ...(now ? { now } : {}),
  })
  return {
    app,
    database,
    env,
    async close() {
      await app.close()
      await database.drop()
      if (env.PHOTOS_DIR)
        await rm(env.PHOTOS_DIR, { recursive: true, force: true })
    },
  }
}

/**
 * Another API instance on the test app's database, as a second server behind a load balancer.
 * On PostgreSQL it opens a connection pool of its own; PGlite lives inside one process, so
 * there the two share the database handle and nothing else (no memory, cache or timer).
 * The caller closes it.
 */
export function startSecondInstance(
  t: TestApp,
  now?: () => Date,
): Promise<FastifyInstance> {
  return buildApp({
    env: t.env,
    logger: false,
    ...(t.database.databaseUrl ? {} : { db: t.database.db }),
    ...(now ? { now } : {}),
  })
}
