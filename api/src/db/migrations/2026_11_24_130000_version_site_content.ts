// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// The Info page's text as it was written into the page before the owner could edit it.
const INFO_TEXT = `## Allergens

Every dish on the menu lists the 14 major allergens it contains. Our kitchen handles gluten, milk, eggs, sesame, nuts and mustard, so we cannot guarantee any dish is free from traces. If you have an allergy, please call us before you order and we will talk you through it.

## Prices and payment

All prices are in pounds sterling and include VAT at 20%.`

const statements = [
  // Every save of a policy is kept: the site shows the newest, the owner reads and restores
  // older ones. (policy, version) is the key, so two saves from the same version cannot
  // both land. saved_by_id is null for the restaurant's own first text.
  `create table policy_versions (
    policy text not null references policies (policy),
    version int not null check (version >= 1),
    content text not null,
    saved_at timestamptz not null,
    saved_by_id uuid references staff_members (id),
    saved_by_name text not null check (char_length(saved_by_name) between 1 and 60),
    restored_from int check (restored_from >= 1 and restored_from < version),
    primary key (policy, version)
  )`,
  `insert into policy_versions (policy, version, content, saved_at, saved_by_name)
     select policy, 1, content, updated_at, 'the restaurant' from policies`,
  // The text now lives in its versions only: one source for the site and the owner.
  'alter table policies drop column content, drop column updated_at',
  // The Info page's own text (Markdown), and a version per part of the settings the owner
  // edits, so a save made from an older form is refused instead of undoing another's edit.
  // Busy mode, the pause and the hours write the same row without touching these.
  `alter table shop_settings
     add column info text not null default '${INFO_TEXT.replaceAll("'", "''")}',
     add column texts_version int not null default 1 check (texts_version >= 1),
     add column contact_version int not null default 1 check (contact_version >= 1),
     add column money_version int not null default 1 check (money_version >= 1)`,
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
