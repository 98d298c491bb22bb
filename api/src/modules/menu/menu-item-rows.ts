import type { Allergen } from '@food/shared/types'
import type { AddonGroup, MenuItemView } from '@food/shared/wire'
import type { Db } from '../../db/client'

/** The menu_items columns (aliased `m`) every item query selects, so toMenuItem can map them. */
export const ITEM_COLUMNS =
  'm.id, m.category_id, m.name, m.description, m.image, m.price_pence, m.is_veg, m.allergens, m.available, m.sold_out, m.photo_id'

export type ItemRow = {
  id: string
  category_id: string
  name: string
  description: string
  image: string | null
  price_pence: number
  is_veg: boolean
  allergens: Allergen[]
  available: boolean
  sold_out: boolean
  photo_id: string | null
}

type GroupRow = {
  menu_item_id: string
  id: string
  name: string
  min_choices: number
  max_choices: number
  items: AddonGroup['items']
}

/** A menu item as the repository reads it: the service puts the photo in for photoId. */
export type MenuItemRead = Omit<MenuItemView, 'photo'> & {
  photoId: string | null
}

export function toMenuItem(
  row: ItemRow,
  groups: Map<string, AddonGroup[]>,
): MenuItemRead {
  return {
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
    soldOut: row.sold_out,
    photoId: row.photo_id,
  }
}

/** The add-on groups of the given items, in one query, keyed by item id. */
export async function loadAddonGroups(db: Db, itemIds: string[]) {
  const byItem = new Map<string, AddonGroup[]>()
  if (itemIds.length === 0) return byItem
  const rows = await db.query<GroupRow>(
    `select l.menu_item_id, g.id, g.name, g.min_choices, g.max_choices,
            coalesce((select jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name, 'price', a.price_pence,
                                                          'soldOut', a.sold_out, 'allergens', a.allergens)
                                       order by a.sort_order)
                        from addon_items a
                       where a.group_id = g.id and a.retired_at is null), '[]'::jsonb) as items
       from menu_item_addon_groups l
       join addon_groups g on g.id = l.addon_group_id
      where l.menu_item_id = any($1::text[])
      order by l.menu_item_id, l.sort_order`,
    [itemIds],
  )
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
