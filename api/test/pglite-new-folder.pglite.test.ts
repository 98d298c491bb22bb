import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createPgliteDb } from '../src/db/pglite-db'

// The API's first start on a new DATA_DIR: the cluster is made by a child process (so this
// process never holds initdb's memory) and moved into place whole.
let parent: string
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'food-new-folder-'))
})
afterAll(() => rm(parent, { recursive: true, force: true }))

it('creates a database in a folder that does not exist yet, leaving nothing beside it', async () => {
  const dataDir = join(parent, 'data')
  const db = await createPgliteDb(dataDir)
  try {
    const [row] = await db.query<{ answer: number }>('select 41 + 1 as answer')
    expect(row?.answer).toBe(42)
  } finally {
    await db.close()
  }
  expect(await readdir(parent)).toEqual(['data'])
  // Opening it again finds the cluster and keeps it.
  const again = await createPgliteDb(dataDir)
  await again.close()
  expect(await readdir(dataDir)).toContain('PG_VERSION')
}, 120_000)

it('refuses a folder holding other files, and touches nothing in it', async () => {
  const dataDir = join(parent, 'not-a-database')
  await mkdir(dataDir)
  const other = join(dataDir, 'notes.txt')
  await writeFile(other, 'keep me')
  await expect(createPgliteDb(dataDir)).rejects.toThrow(
    /holds files but no database/,
  )
  expect(await readdir(dataDir)).toEqual(['notes.txt'])
})
