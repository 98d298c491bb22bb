import type { MenuCategory } from '@food/shared/wire'
import type { Db } from '../../db/client'
import {
  ITEM_COLUMNS,
  type ItemRow,
  loadAddonGroups,
  type MenuItemRead,
  toMenuItem,
} from './menu-item-rows'

export const menuRepository = {
  async listCategories(db: Db): Promise<MenuCategory[]> {
    const rows = await db.query<{
      id: string
      name: string
      slug: string
      status: MenuCategory['status']
      sort_order: number
    }>(
      'select id, name, slug, status, sort_order from menu_categories order by sort_order, name',
    )
    return rows.map((row) => ({
      id: row.id,
      _id: row.id,
      name: row.name,
      slug: row.slug,
      status: row.status,
      sortOrder: row.sort_order,
    }))
  },

  async categoryExists(db: Db, id: string): Promise<boolean> {
    const rows = await db.query('select 1 from menu_categories where id = $1', [
      id,
    ])
    return rows.length > 0
  },

  async listItems(
    db: Db,
    categoryId: string,
    vegOnly: boolean,
  ): Promise<MenuItemRead[]> {
    const rows = await db.query<ItemRow>(
      `select ${ITEM_COLUMNS}
         from menu_items m
        where m.category_id = $1 and m.retired_at is null
          and ($2::boolean = false or m.is_veg)
        order by m.sort_order, m.name`,
      [categoryId, vegOnly],
    )
    const groups = await loadAddonGroups(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => toMenuItem(row, groups))
  },

  /**
   * Every dish a customer can find: those of active categories, not retired, in the order
   * the menu shows them, each with its category's name.
   */
  async listSearchableItems(
    db: Db,
  ): Promise<(MenuItemRead & { categoryName: string })[]> {
    const rows = await db.query<ItemRow & { category_name: string }>(
      `select ${ITEM_COLUMNS}, c.name as category_name
         from menu_items m
         join menu_categories c on c.id = m.category_id
        where c.status = 'active' and m.retired_at is null
        order by c.sort_order, c.name, m.sort_order, m.name`,
    )
    const groups = await loadAddonGroups(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => ({
      ...toMenuItem(row, groups),
      categoryName: row.category_name,
    }))
  },
}
