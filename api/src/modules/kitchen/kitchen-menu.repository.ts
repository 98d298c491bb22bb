import type { Db } from '../../db/client'

export type StockRow = {
  id: string
  name: string
  sold_out: boolean
  sold_out_until: Date | string | null
}

export type StockTable = 'menu_items' | 'addon_items'

/** What the kitchen can run out of: dishes and add-on options. */
export const kitchenMenuRepository = {
  listItems: (db: Db) =>
    db.query<StockRow & { category_id: string; category_name: string }>(
      `select m.id, m.name, m.sold_out, m.sold_out_until,
              k.id as category_id, k.name as category_name
         from menu_items m join menu_categories k on k.id = m.category_id
        where m.available and m.retired_at is null
        order by k.sort_order, m.sort_order, m.name`,
    ),

  listOptions: (db: Db) =>
    db.query<StockRow & { group_name: string }>(
      `select a.id, a.name, a.sold_out, a.sold_out_until, g.name as group_name
         from addon_items a join addon_groups g on g.id = a.group_id
        where a.retired_at is null
        order by g.name, a.sort_order, a.name`,
    ),

  async find(db: Db, table: StockTable, id: string): Promise<StockRow | null> {
    const [row] = await db.query<StockRow>(
      `select id, name, sold_out, sold_out_until from ${table} where id = $1`,
      [id],
    )
    return row ?? null
  },

  async setStock(
    db: Db,
    table: StockTable,
    id: string,
    soldOut: boolean,
    until: Date | null,
  ) {
    await db.query(
      `update ${table} set sold_out = $2, sold_out_until = $3 where id = $1`,
      [id, soldOut, until],
    )
  },

  /** Brings back what was sold out "until tomorrow" once that time has come. */
  async restockDue(db: Db, now: Date): Promise<number> {
    let count = 0
    for (const table of ['menu_items', 'addon_items'] as const) {
      const rows = await db.query(
        `update ${table} set sold_out = false, sold_out_until = null
          where sold_out and sold_out_until <= $1 returning id`,
        [now],
      )
      count += rows.length
    }
    return count
  },
}
