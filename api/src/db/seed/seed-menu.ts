import type { Db } from '../client'
import { addonGroupsSeed } from './addon-groups'
import { insertRows } from './insert-rows'
import { menuSeed } from './menu-categories'
import { MENU_PICTURES } from './menu-pictures'

/** Categories, add-on groups, items and their links. */
export async function seedMenu(tx: Db) {
  await insertRows(
    tx,
    'menu_categories',
    {
      id: 'text',
      name: 'text',
      slug: 'text',
      status: 'text',
      sort_order: 'int',
      image: 'text',
    },
    menuSeed.map(({ items: _items, ...category }, index) => ({
      ...category,
      sort_order: index + 1,
    })),
  )
  await insertRows(
    tx,
    'addon_groups',
    { id: 'text', name: 'text', min_choices: 'int', max_choices: 'int' },
    addonGroupsSeed.map((g) => ({
      id: g.id,
      name: g.name,
      min_choices: g.min,
      max_choices: g.max,
    })),
  )
  await insertRows(
    tx,
    'addon_items',
    {
      id: 'text',
      group_id: 'text',
      name: 'text',
      price_pence: 'int',
      allergens: 'jsonb',
      sort_order: 'int',
    },
    addonGroupsSeed.flatMap((g) =>
      g.items.map((item, index) => ({
        id: item.id,
        group_id: g.id,
        name: item.name,
        price_pence: item.price,
        allergens: item.allergens ?? [],
        sort_order: index + 1,
      })),
    ),
  )
  const items = menuSeed.flatMap((category) =>
    category.items.map((item, index) => ({
      ...item,
      categoryId: category.id,
      image: MENU_PICTURES[item.id] ?? null,
      sortOrder: index + 1,
    })),
  )
  await insertRows(
    tx,
    'menu_items',
    {
      id: 'text',
      category_id: 'text',
      name: 'text',
      description: 'text',
      image: 'text',
      price_pence: 'int',
      is_veg: 'boolean',
      allergens: 'jsonb',
      available: 'boolean',
      sort_order: 'int',
    },
    items.map((item) => ({
      id: item.id,
      category_id: item.categoryId,
      name: item.name,
      description: item.description,
      image: item.image,
      price_pence: item.price,
      is_veg: item.isVeg,
      allergens: item.allergens,
      available: item.available ?? true,
      sort_order: item.sortOrder,
    })),
  )
  await insertRows(
    tx,
    'menu_item_addon_groups',
    { menu_item_id: 'text', addon_group_id: 'text', sort_order: 'int' },
    items.flatMap((item) =>
      (item.addonGroups ?? []).map((groupId, index) => ({
        menu_item_id: item.id,
        addon_group_id: groupId,
        sort_order: index + 1,
      })),
    ),
  )
}
