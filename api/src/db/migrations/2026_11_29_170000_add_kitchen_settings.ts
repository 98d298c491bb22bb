// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // The owner now sets the flag and reject minutes on the Site page, within tighter bounds: a
  // value set by hand beyond them is brought inside first, rejecting always after flagging.
  `update shop_settings
      set alert_after_minutes = least(alert_after_minutes, 30),
          reject_after_minutes = least(greatest(reject_after_minutes,
                                                least(alert_after_minutes, 30) + 1), 60)`,
  `alter table shop_settings
     add constraint shop_settings_alert_after_range
       check (alert_after_minutes between 1 and 30),
     add constraint shop_settings_reject_after_range
       check (reject_after_minutes between 2 and 60
              and reject_after_minutes > alert_after_minutes),
     add column auto_accept boolean not null default false,
     add column default_ready_minutes int not null default 20
       check (default_ready_minutes between 5 and 180),
     add column ring_sound text not null default 'beep'
       check (ring_sound in ('beep', 'chime', 'bell')),
     add column ring_volume int not null default 40
       check (ring_volume between 0 and 100)`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
