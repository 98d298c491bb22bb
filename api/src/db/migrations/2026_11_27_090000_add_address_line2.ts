// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // The optional second line (flat, building): "Apartment 14, Victoria Square House" does not
  // fit the first line's 30 characters. Empty when there is none, 30 at most like every field.
  `alter table addresses
     add column address_line2 text not null default ''
       check (char_length(address_line2) <= 30)`,
  // Orders keep the address they went to; the ones placed before had no second line, so their
  // copy says so, and every order's address has the same fields.
  `update orders set address = address || '{"addressLine2": ""}'::jsonb
    where address is not null and address->'addressLine2' is null`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
