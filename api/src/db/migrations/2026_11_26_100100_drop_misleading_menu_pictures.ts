// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

// Every seeded dish used its category's picture: the vegetarian Falafel Plate showed a meat
// skewer, water a Coke can. Only the dishes each picture was drawn for keep it (the seed's
// list at this version, with Margherita's own new picture); the others show no picture
// rather than a wrong one, until the owner uploads a photo. Owner photos are untouched.
const FITTING: Record<string, string> = {
  'item-adana-kebab': '/images/menu/kebab.svg',
  'item-chicken-shish': '/images/menu/kebab.svg',
  'item-lamb-shish': '/images/menu/kebab.svg',
  'item-mixed-grill': '/images/menu/kebab.svg',
  'item-margherita': '/images/menu/margherita.svg',
  'item-pepperoni': '/images/menu/pizza.svg',
  'item-doner-wrap': '/images/menu/wrap.svg',
  'item-chicken-shish-wrap': '/images/menu/wrap.svg',
  'item-adana-durum': '/images/menu/wrap.svg',
  'item-mixed-wrap': '/images/menu/wrap.svg',
  'item-classic-smash': '/images/menu/burger.svg',
  'item-kofte-burger': '/images/menu/burger.svg',
  'item-double-bacon': '/images/menu/burger.svg',
  'item-chips': '/images/menu/sides.svg',
  'item-baklava': '/images/menu/dessert.svg',
  'item-coke-can': '/images/menu/drink.svg',
}

export async function up(db: MigrationDb): Promise<void> {
  // The category pictures the seed gave every dish; a dish given another image keeps it.
  await db.query(
    `update menu_items set image = null
      where image like '/images/menu/%' and not (id = any($1::text[]))`,
    [Object.keys(FITTING)],
  )
  for (const [id, image] of Object.entries(FITTING)) {
    await db.query(
      `update menu_items set image = $2 where id = $1 and image like '/images/menu/%'`,
      [id, image],
    )
  }
}
