// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// A dated change to the weekly hours, by the owner: closed all day, or other hours that evening
// (past-midnight hours belong to the evening, as in the week). Times are "HH:MM" in Belfast.
export async function up(db: MigrationDb): Promise<void> {
  await db.query(`create table shop_hours_exceptions (
    date date primary key,
    closed boolean not null,
    open text check (open ~ '^[0-2][0-9]:[0-5][0-9]$'),
    close text check (close ~ '^[0-2][0-9]:[0-5][0-9]$'),
    delivery_open text check (delivery_open ~ '^[0-2][0-9]:[0-5][0-9]$'),
    delivery_close text check (delivery_close ~ '^[0-2][0-9]:[0-5][0-9]$'),
    note text not null default '' check (char_length(note) <= 80),
    check (closed or (open is not null and close is not null)),
    check ((delivery_open is null) = (delivery_close is null))
  )`)
}
