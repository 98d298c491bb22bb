// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // The owner types the kitchen printer's address on the Site page (it was PRINTER_URL):
  // no host, no printer, and tickets print from the browser. The model is kept while the
  // address is cleared; the API checks it against the models its ticket encoder knows.
  `alter table shop_settings
     add column printer_host text check (char_length(printer_host) between 1 and 253),
     add column printer_port int check (printer_port between 1 and 65535),
     add column printer_model text not null default 'epson-tm-m30iii'
       check (char_length(printer_model) between 1 and 60),
     add constraint shop_settings_printer_address
       check ((printer_host is null) = (printer_port is null))`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
