// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// Photos the owner uploads (dishes, post covers). The id is a hash of the uploaded file, so
// its URLs never change and the same file uploaded twice is one photo. The files themselves
// (AVIF and WebP at a few widths) are in the photo storage, keyed `<id>/<width>.<format>`;
// `variants` lists them: [{ format, width, height, bytes }].
// Upload attempts are rows so that every API instance counts the same ones (rate limit).
export async function up(db: MigrationDb): Promise<void> {
  await db.query(`create table photos (
    id text primary key check (id ~ '^[0-9a-f]{32}$'),
    width int not null check (width > 0),
    height int not null check (height > 0),
    placeholder text not null check (placeholder like 'data:image/webp;base64,%'),
    variants jsonb not null check (jsonb_typeof(variants) = 'array'),
    original_bytes int not null check (original_bytes > 0),
    created_by uuid references staff_members (id),
    created_at timestamptz not null
  )`)
  await db.query(`create table photo_upload_attempts (
    staff_id uuid not null references staff_members (id) on delete cascade,
    at timestamptz not null
  )`)
  await db.query(
    'create index photo_upload_attempts_staff_at_idx on photo_upload_attempts (staff_id, at)',
  )
}
