import type { Db } from '../client'

// One statement per table: jsonb_to_recordset turns a JSON array into rows on both drivers.
export async function insertRows(
  tx: Db,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
) {
  const names = Object.keys(columns)
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ')
  await tx.query(
    `insert into ${table} (${names.join(', ')})
     select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as r(${definition})`,
    [JSON.stringify(rows)],
  )
}
