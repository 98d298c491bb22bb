import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { type Env, loadEnv } from '../../src/config/env'
import { createTestDatabase, type TestDatabase } from './test-database'

export type TestApp = {
  app: FastifyInstance
  database: TestDatabase
  close(): Promise<void>
}

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
    ...overrides,
  })
}

/** Boots the API in-process on a freshly migrated and seeded database. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  now?: () => Date,
): Promise<TestApp> {
  const database = await createTestDatabase()
  const app = await buildApp({
    env: testEnv(database, overrides),
    db: database.db,
    logger: false,
    ...(now ? { now } : {}),
  })
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.drop()
    },
  }
}
