import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepared } from '../src/db/client'
import { createTestDatabase, type TestDatabase } from './helpers/test-database'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.query(
    'create table notes (id int primary key, body text, at timestamptz, tags jsonb)',
  )
})
afterAll(() => database.drop())

const noteById = prepared(
  'test_note_by_id',
  'select id, body, at, tags from notes where id = $1',
)
const notesSince = prepared(
  'test_notes_since',
  'select id from notes where at >= $1 and ($2::text is null or body = $2) order by id',
)

describe('a prepared statement', () => {
  it('answers the rows a plain query answers, values parsed alike', async () => {
    const at = new Date('2026-03-04T19:00:00.123Z')
    await database.db.query('insert into notes values ($1, $2, $3, $4)', [
      1,
      'first',
      at,
      JSON.stringify(['a', 'b']),
    ])
    const plain = await database.db.query(
      'select id, body, at, tags from notes where id = $1',
      [1],
    )
    for (let run = 0; run < 3; run++) {
      expect(await database.db.query(noteById, [1])).toEqual(plain)
    }
    expect(plain).toEqual([{ id: 1, body: 'first', at, tags: ['a', 'b'] }])
    expect(await database.db.query(noteById, [2])).toEqual([])
    expect(await database.db.query(notesSince, [at, null])).toEqual([{ id: 1 }])
    expect(await database.db.query(notesSince, [at, 'other'])).toEqual([])
  })

  it('sees the transaction it runs in, and nothing of one that is rolled back', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let wrote = () => {}
    const written = new Promise<void>((resolve) => {
      wrote = resolve
    })
    let inside: unknown[] = []
    const writing = database.db.transaction(async (tx) => {
      await tx.query("insert into notes values (2, 'second', now(), '[]')")
      inside = await tx.query(noteById, [2])
      wrote()
      await held
      throw new Error('changed my mind')
    })
    await written
    // Asked while the transaction is open: it must not run inside it (PGlite has one session).
    const outside = database.db.query(noteById, [2])
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    await expect(writing).rejects.toThrow('changed my mind')
    expect(inside).toEqual([expect.objectContaining({ body: 'second' })])
    expect(await outside).toEqual([])
    expect(await database.db.query(noteById, [2])).toEqual([])
  })

  it('runs a statement that answers no rows', async () => {
    const rename = prepared(
      'test_note_rename',
      'update notes set body = $2 where id = $1',
    )
    expect(await database.db.query(rename, [1, 'renamed'])).toEqual([])
    expect(await database.db.query(noteById, [1])).toEqual([
      expect.objectContaining({ body: 'renamed' }),
    ])
  })

  it('fails as a query does, and runs again afterwards', async () => {
    const broken = prepared('test_note_broken', 'select nope from notes')
    await expect(database.db.query(broken, [])).rejects.toThrow(/nope/)
    await expect(
      database.db.query(noteById, ['not a number']),
    ).rejects.toThrow()
    expect(await database.db.query(noteById, [1])).toHaveLength(1)
  })
})
