import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { testEnv } from './helpers/test-app'
import { createTestDatabase, type TestDatabase } from './helpers/test-database'

let dataDir: string
let database: TestDatabase

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'food-api-'))
  database = await createTestDatabase(dataDir)
})
afterAll(async () => {
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const setting = async (name: string) => {
  const [row] = await database.db.query<Record<string, string>>(`show ${name}`)
  return row?.[name]
}

// The embedded database only (vitest.config.ts): a PostgreSQL server keeps its own configuration.
describe('PGlite', () => {
  it('runs with 16MB of shared buffers and room for 10 connections, and serves the API so', async () => {
    // A restart opens the folder the way the API does at start-up.
    await database.restart()
    expect(await setting('shared_buffers')).toBe('16MB')
    expect(await setting('max_connections')).toBe('10')
    const app = await buildApp({
      env: testEnv(database),
      db: database.db,
      logger: false,
    })
    try {
      const res = await app.inject({ method: 'GET', url: '/api/menus' })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.length).toBeGreaterThanOrEqual(6)
    } finally {
      await app.close()
    }
  })
})
