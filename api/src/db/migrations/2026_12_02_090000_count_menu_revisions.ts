// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// The tables a basket is priced from (cart.repository.ts readMenu). Any statement that changes
// one of them, from the API, a seed or psql, counts one more revision in the same transaction,
// so an instance keeping the menu in memory can ask whether it changed for one tiny read.
const MENU_TABLES = [
  'menu_categories',
  'menu_items',
  'addon_groups',
  'addon_items',
  'menu_item_addon_groups',
]

const statements = [
  `create table menu_revision (
    only_row boolean primary key default true check (only_row),
    revision bigint not null
  )`,
  'insert into menu_revision (revision) values (1)',
  `create function count_menu_revision() returns trigger language plpgsql as $$
   begin
     update menu_revision set revision = revision + 1;
     return null;
   end $$`,
  ...MENU_TABLES.map(
    (table) =>
      `create trigger ${table}_count_revision
         after insert or update or delete or truncate on ${table}
         for each statement execute function count_menu_revision()`,
  ),
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
