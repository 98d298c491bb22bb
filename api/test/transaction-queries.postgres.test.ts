import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from './helpers/test-database'

// pg 8 queues queries sent together on one connection but warns that pg 9 will refuse them:
// the order service reads the basket's dishes with a Promise.all inside its transaction.
let database: TestDatabase
const warnings: string[] = []
const remember = (warning: Error) => warnings.push(warning.message)

beforeAll(async () => {
  database = await createTestDatabase()
  process.on('warning', remember)
})
afterAll(async () => {
  process.off('warning', remember)
  await database.drop()
})

it('runs a transaction’s queries started together one after the other, each with its answer', async () => {
  const answers = await database.db.transaction((tx) =>
    Promise.all([
      tx.query<{ n: number }>('select 1 as n from pg_sleep(0.05)'),
      tx.query<{ n: number }>('select 2 as n'),
      tx.query<{ n: number }>('select 3 as n'),
    ]),
  )
  expect(answers.map(([row]) => row?.n)).toEqual([1, 2, 3])
  // A warning is emitted on the next tick.
  await new Promise((resolve) => setImmediate(resolve))
  expect(
    warnings.filter((text) => /already executing a query/.test(text)),
  ).toEqual([])
})

it('goes on after a failed query, as the transaction’s own error handling expects', async () => {
  const outcome = await database.db
    .transaction(async (tx) => {
      const failed = tx
        .query('select * from no_such_table')
        .catch(() => 'failed')
      const next = tx.query<{ n: number }>('select 4 as n')
      return Promise.all([failed, next])
    })
    .catch((error: Error) => error.message)
  // PostgreSQL aborts the transaction after an error: the next query is refused, not hung.
  expect(outcome).toMatch(/current transaction is aborted/)
})
