import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { migrate } from '../src/db/migrate'
import { migrations } from '../src/db/migrations/index'
import { seedIfEmpty } from '../src/db/seed/index'
import { testEnv } from './helpers/test-app'
import { createTestDatabase, type TestDatabase } from './helpers/test-database'

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'food-api-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const count = async (database: TestDatabase, table: string) => {
  const [row] = await database.db.query<{ n: number }>(
    `select count(*)::int as n from ${table}`,
  )
  return row?.n
}

describe('migrations and seed', () => {
  it('apply once, survive a restart on the same data, and never seed twice', async () => {
    const database = await createTestDatabase(dataDir)
    try {
      const app = await buildApp({
        env: testEnv(database),
        db: database.db,
        logger: false,
      })
      await app.close()
      const items = await count(database, 'menu_items')
      await database.restart()
      expect(await migrate(database.db)).toEqual([])
      expect(await seedIfEmpty(database.db)).toBe(false)
      const restarted = await buildApp({
        env: testEnv(database),
        db: database.db,
        logger: false,
      })
      const res = await restarted.inject({ method: 'GET', url: '/api/blog' })
      expect(res.json().posts.length).toBeGreaterThanOrEqual(6)
      await restarted.close()
      expect(await count(database, 'menu_items')).toBe(items)
      expect(await count(database, 'schema_migrations')).toBe(migrations.length)
    } finally {
      await database.drop()
    }
  })

  it('lets two instances start together on one fresh database', async () => {
    const database = await createTestDatabase()
    try {
      const results = await Promise.all([
        migrate(database.db),
        migrate(database.db),
      ])
      expect(results.flat()).toHaveLength(migrations.length)
      const seeded = await Promise.all([
        seedIfEmpty(database.db),
        seedIfEmpty(database.db),
      ])
      expect(seeded.filter(Boolean)).toHaveLength(1)
      expect(await count(database, 'shop_settings')).toBe(1)
    } finally {
      await database.drop()
    }
  })
})
