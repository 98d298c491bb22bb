import type { Allergen } from '@food/shared/types'
import type { Db } from '../../db/client'

export type CategoryRow = {
  id: string
  name: string
  slug: string
  status: 'active' | 'inactive'
  sort_order: number
  version: number
}

export type DishRow = {
  id: string
  category_id: string
  name: string
  description: string
  price_pence: number
  is_veg: boolean
  allergens: Allergen[]
  addon_group_ids: string[]
  sold_out: boolean
  retired: boolean
  version: number
  photo_id: string | null
}

export type AddonGroupRow = {
  id: string
  name: string
  min_choices: number
  max_choices: number
  options: {
    id: string
    name: string
    price: number
    soldOut: boolean
    allergens: Allergen[]
  }[]
  used_by: number
  version: number
}

type DishFields = {
  categoryId: string
  name: string
  description: string
  price: number
  isVeg: boolean
  allergens: Allergen[]
  photoId: string | null
}

type GroupFields = { name: string; min: number; max: number }

type OptionFields = {
  id: string
  name: string
  price: number
  allergens: Allergen[]
}

export type MenuTable = 'menu_categories' | 'menu_items' | 'addon_groups'

const CATEGORY_COLUMNS = 'id, name, slug, status, sort_order, version'

const DISH_COLUMNS = `m.id, m.category_id, m.name, m.description, m.price_pence, m.is_veg,
  m.allergens, m.sold_out, m.retired_at is not null as retired, m.version, m.photo_id,
  coalesce((select jsonb_agg(l.addon_group_id order by l.sort_order)
              from menu_item_addon_groups l where l.menu_item_id = m.id), '[]'::jsonb)
    as addon_group_ids`

const GROUP_COLUMNS = `g.id, g.name, g.min_choices, g.max_choices, g.version,
  coalesce((select jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name,
                                                'price', a.price_pence, 'soldOut', a.sold_out,
                                                'allergens', a.allergens)
                             order by a.sort_order)
              from addon_items a where a.group_id = g.id and a.retired_at is null), '[]'::jsonb)
    as options,
  (select count(*)::int from menu_item_addon_groups l where l.addon_group_id = g.id) as used_by`

/**
 * The menu tables as the owner edits them; every write bumps the row's version. Each query
 * takes the open handle first: the pool, or the editor's transaction.
 */
export const menuEditingRepository = {
  listCategories: (db: Db) =>
    db.query<CategoryRow>(
      `select ${CATEGORY_COLUMNS} from menu_categories order by sort_order, name`,
    ),

  listDishes: (db: Db) =>
    db.query<DishRow>(
      `select ${DISH_COLUMNS} from menu_items m order by m.sort_order, m.name`,
    ),

  listGroups: (db: Db) =>
    db.query<AddonGroupRow>(
      `select ${GROUP_COLUMNS} from addon_groups g order by g.name`,
    ),

  async findCategory(db: Db, id: string) {
    const [row] = await db.query<CategoryRow>(
      `select ${CATEGORY_COLUMNS} from menu_categories where id = $1`,
      [id],
    )
    return row ?? null
  },

  async findDish(db: Db, id: string) {
    const [row] = await db.query<DishRow>(
      `select ${DISH_COLUMNS} from menu_items m where m.id = $1`,
      [id],
    )
    return row ?? null
  },

  async findGroup(db: Db, id: string) {
    const [row] = await db.query<AddonGroupRow>(
      `select ${GROUP_COLUMNS} from addon_groups g where g.id = $1`,
      [id],
    )
    return row ?? null
  },

  /** Which of the ids a table already holds. */
  async takenIds(
    db: Db,
    table: MenuTable | 'addon_items',
    ids: readonly string[],
  ) {
    const rows = await db.query<{ id: string }>(
      `select id from ${table} where id = any($1::text[])`,
      [ids],
    )
    return new Set(rows.map((row) => row.id))
  },

  /** Locks the row for the rest of the transaction and says its version (null: none). */
  async lockVersion(db: Db, table: MenuTable, id: string) {
    const [row] = await db.query<{ version: number }>(
      `select version from ${table} where id = $1 for update`,
      [id],
    )
    return row?.version ?? null
  },

  async insertCategory(
    db: Db,
    category: { id: string; name: string; slug: string },
  ) {
    await db.query(
      `insert into menu_categories (id, name, slug, status, sort_order)
         values ($1, $2, $3, 'inactive',
                 (select coalesce(max(sort_order), 0) + 1 from menu_categories))`,
      [category.id, category.name, category.slug],
    )
  },

  async updateCategory(db: Db, id: string, name: string, status: string) {
    await db.query(
      `update menu_categories set name = $2, status = $3, version = version + 1
          where id = $1`,
      [id, name, status],
    )
  },

  async idsInOrder(
    db: Db,
    table: 'menu_categories' | 'menu_items',
    categoryId?: string,
  ) {
    const rows = await db.query<{ id: string }>(
      table === 'menu_categories'
        ? 'select id from menu_categories order by sort_order, name for update'
        : 'select id from menu_items where category_id = $1 order by sort_order, name for update',
      table === 'menu_categories' ? [] : [categoryId],
    )
    return rows.map((row) => row.id)
  },

  async setOrder(
    db: Db,
    table: 'menu_categories' | 'menu_items',
    ids: readonly string[],
  ) {
    await db.query(
      `update ${table} t set sort_order = o.position
           from unnest($1::text[]) with ordinality as o(id, position)
          where t.id = o.id`,
      [ids],
    )
  },

  async insertDish(db: Db, id: string, dish: DishFields) {
    await db.query(
      `insert into menu_items (id, category_id, name, description, image, price_pence,
                                 is_veg, allergens, photo_id, available, sort_order)
         values ($1, $2, $3, $4, null, $5, $6, $7::jsonb, $8, true,
                 (select coalesce(max(sort_order), 0) + 1 from menu_items where category_id = $2))`,
      [
        id,
        dish.categoryId,
        dish.name,
        dish.description,
        dish.price,
        dish.isVeg,
        JSON.stringify(dish.allergens),
        dish.photoId,
      ],
    )
  },

  /** A dish moved to another category goes to the end of it. */
  async updateDish(db: Db, id: string, dish: DishFields) {
    await db.query(
      `update menu_items
            set name = $3, description = $4, price_pence = $5, is_veg = $6,
                allergens = $7::jsonb, photo_id = $8, version = version + 1,
                sort_order = case when category_id = $2 then sort_order else
                  (select coalesce(max(sort_order), 0) + 1 from menu_items where category_id = $2) end,
                category_id = $2
          where id = $1`,
      [
        id,
        dish.categoryId,
        dish.name,
        dish.description,
        dish.price,
        dish.isVeg,
        JSON.stringify(dish.allergens),
        dish.photoId,
      ],
    )
  },

  async setDishGroups(db: Db, id: string, groupIds: readonly string[]) {
    await db.query(
      'delete from menu_item_addon_groups where menu_item_id = $1',
      [id],
    )
    await db.query(
      `insert into menu_item_addon_groups (menu_item_id, addon_group_id, sort_order)
         select $1, g.id, g.position
           from unnest($2::text[]) with ordinality as g(id, position)`,
      [id, groupIds],
    )
  },

  async setRetired(db: Db, id: string, at: Date | null) {
    await db.query(
      'update menu_items set retired_at = $2, version = version + 1 where id = $1',
      [id, at],
    )
  },

  async insertGroup(db: Db, id: string, group: GroupFields) {
    await db.query(
      `insert into addon_groups (id, name, min_choices, max_choices)
         values ($1, $2, $3, $4)`,
      [id, group.name, group.min, group.max],
    )
  },

  async updateGroup(db: Db, id: string, group: GroupFields) {
    await db.query(
      `update addon_groups set name = $2, min_choices = $3, max_choices = $4,
                                 version = version + 1
          where id = $1`,
      [id, group.name, group.min, group.max],
    )
  },

  /** The group's live options with their allergens (an option sent without them keeps these). */
  liveOptions: (db: Db, groupId: string) =>
    db.query<{ id: string; allergens: Allergen[] }>(
      'select id, allergens from addon_items where group_id = $1 and retired_at is null',
      [groupId],
    ),

  /** Writes the options in the order given: new ones added, named ones updated. */
  async saveOptions(db: Db, groupId: string, options: readonly OptionFields[]) {
    await db.query(
      `insert into addon_items (id, group_id, name, price_pence, allergens, sort_order)
         select o.id, $1, o.name, o.price, o.allergens, o.position
           from jsonb_to_recordset($2::jsonb)
                  as o(id text, name text, price int, allergens jsonb, position int)
         on conflict (id) do update
            set name = excluded.name, price_pence = excluded.price_pence,
                allergens = excluded.allergens, sort_order = excluded.sort_order,
                retired_at = null`,
      [
        groupId,
        JSON.stringify(
          options.map((option, index) => ({
            ...option,
            position: index + 1,
          })),
        ),
      ],
    )
  },

  async retireOptions(db: Db, ids: readonly string[], at: Date) {
    await db.query(
      'update addon_items set retired_at = $2 where id = any($1::text[])',
      [ids, at],
    )
  },
}
