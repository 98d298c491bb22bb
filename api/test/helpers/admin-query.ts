import pg from 'pg'

/** One statement on a PostgreSQL server over its own short connection (create/drop database). */
export async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
