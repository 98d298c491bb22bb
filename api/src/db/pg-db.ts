import pg from 'pg'
import type { Db, PreparedSql } from './client'

/** node-postgres prepares a named query on each connection the first time it runs there. */
const toQuery = (sql: string | PreparedSql, params: readonly unknown[]) =>
  typeof sql === 'string'
    ? { text: sql, values: [...params] }
    : { name: sql.name, text: sql.text, values: [...params] }

// Queries cast counts to int and read timestamptz as Date, so both drivers give the same values.
export function createPgDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection the server closed (a restart, a failover, a dropped test database)
  // is reported here; the pool discards it and the next query opens a new one. Without a
  // listener the event would crash the process.
  pool.on('error', () => {})
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(toQuery(sql, params))
      return result.rows as T[]
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(clientDb(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        // A failed ROLLBACK (e.g. a dropped connection) must not hide the original error.
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

function clientDb(client: pg.PoolClient): Db {
  // A connection runs one query at a time. pg 8 queues overlapping calls itself but warns that
  // pg 9 will refuse them, so a transaction's queries started together (a Promise.all in a
  // repository that also reads on the pool) take their turn here.
  let previous: Promise<unknown> = Promise.resolve()
  const db: Db = {
    query<T>(sql: string, params: readonly unknown[] = []) {
      const result = previous.then(() => client.query(toQuery(sql, params)))
      previous = result.catch(() => undefined)
      return result.then(({ rows }) => rows as T[])
    },
    transaction: (fn) => fn(db),
    close: async () => {},
  }
  return db
}
