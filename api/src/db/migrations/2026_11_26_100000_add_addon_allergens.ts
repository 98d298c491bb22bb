// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// The allergens of the add-ons the restaurant started with (a fresh database's seed sets the
// same): a customer who hides milk is told that extra mozzarella has it. An add-on the owner
// created later starts with none listed.
const SEEDED: Record<string, string[]> = {
  'sauce-garlic': ['eggs'],
  'sauce-yoghurt-mint': ['milk'],
  'sauce-bbq': ['mustard', 'sulphites'],
  'sauce-tahini': ['sesame'],
  'topping-cheese': ['milk'],
  'topping-sucuk': ['sulphites'],
  'burger-cheese': ['milk'],
  'burger-egg': ['eggs'],
  'burger-onion-rings': ['cereals containing gluten'],
  'dessert-ice-cream': ['milk'],
  'dessert-clotted-cream': ['milk'],
}

export async function up(db: MigrationDb): Promise<void> {
  await db.query(
    `alter table addon_items add column allergens jsonb not null default '[]'`,
  )
  for (const [id, allergens] of Object.entries(SEEDED)) {
    await db.query(
      'update addon_items set allergens = $2::jsonb where id = $1',
      [id, JSON.stringify(allergens)],
    )
  }
}
