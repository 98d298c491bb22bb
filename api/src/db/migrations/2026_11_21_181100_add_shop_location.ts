// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// Where deliveries start from (WGS84): 214 Ormeau Road, BT7. The seed runs after the
// migrations and does not name this column, so the default is what a fresh database gets;
// an existing row gets it too. Moving the shop is an update of this column, not a release.
export async function up(db: MigrationDb): Promise<void> {
  await db.query(
    `alter table shop_settings
       add column location jsonb not null default '{"lat": 54.5835, "lng": -5.921}'::jsonb`,
  )
}
