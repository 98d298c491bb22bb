import type { Db } from '../../db/client'
import type { Allergen } from './allergens'
import type { AddonGroup, Category, MenuItem } from './menu.schema'

type ItemRow = {
  id: string
  category_id: string
  name: string
  description: string
  image: string | null
  price_pence: number
  is_veg: boolean
  allergens: Allergen[]
  available: boolean
}

type GroupRow = {
  menu_item_id: string
  id: string
  name: string
  min_choices: number
  max_choices: number
  items: AddonGroup['items']
}

export function createMenuRepository(db: Db) {
  return {
    async listCategories(): Promise<Category[]> {
      const rows = await db.query<{
        id: string
        name: string
        slug: string
        status: Category['status']
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

    async categoryExists(id: string): Promise<boolean> {
      const rows = await db.query(
        'select 1 from menu_categories where id = $1',
        [id],
      )
      return rows.length > 0
    },

    async listItems(categoryId: string, vegOnly: boolean): Promise<MenuItem[]> {
      const items = await db.query<ItemRow>(
        `select id, category_id, name, description, image, price_pence, is_veg, allergens, available
           from menu_items
          where category_id = $1 and ($2::boolean = false or is_veg)
          order by sort_order, name`,
        [categoryId, vegOnly],
      )
      const groups = await listAddonGroups(db, categoryId)
      return items.map((row) => ({
        id: row.id,
        _id: row.id,
        categoryId: row.category_id,
        name: row.name,
        description: row.description,
        image: row.image,
        price: row.price_pence,
        isVeg: row.is_veg,
        allergens: row.allergens,
        addonGroups: groups.get(row.id) ?? [],
        available: row.available,
      }))
    },
  }
}

async function listAddonGroups(db: Db, categoryId: string) {
  const rows = await db.query<GroupRow>(
    `select l.menu_item_id, g.id, g.name, g.min_choices, g.max_choices,
            coalesce((select jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name, 'price', a.price_pence)
                                       order by a.sort_order)
                        from addon_items a where a.group_id = g.id), '[]'::jsonb) as items
       from menu_item_addon_groups l
       join addon_groups g on g.id = l.addon_group_id
       join menu_items m on m.id = l.menu_item_id
      where m.category_id = $1
      order by l.menu_item_id, l.sort_order`,
    [categoryId],
  )
  const byItem = new Map<string, AddonGroup[]>()
  for (const row of rows) {
    const list = byItem.get(row.menu_item_id) ?? []
    list.push({
      id: row.id,
      name: row.name,
      min: row.min_choices,
      max: row.max_choices,
      items: row.items,
    })
    byItem.set(row.menu_item_id, list)
  }
  return byItem
}

export type MenuRepository = ReturnType<typeof createMenuRepository>
