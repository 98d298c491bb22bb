// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // The owner's photo of a dish and a post's cover; `image`/`cover_image` stay for the
  // illustrations the seed ships, and a photo, when set, is shown instead.
  'alter table menu_items add column photo_id text references photos (id)',
  'alter table blog_posts add column cover_photo_id text references photos (id)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
