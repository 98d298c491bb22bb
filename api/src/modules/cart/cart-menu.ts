import type {
  CartLineRow,
  CartMenu,
  CartMenuGroup,
  CartMenuItem,
  CartMenuOption,
  StoredCartLine,
} from './cart.types'

/** Rows of the three menu reads (cart.repository.ts `readMenu`), as PostgreSQL returns them. */
export type CartMenuRows = {
  items: Omit<CartMenuItem, 'groups'>[]
  /** The dishes' add-on groups, each dish's in its display order. */
  links: (Omit<CartMenuGroup, 'options'> & { menu_item_id: string })[]
  /** Add-on options, each group's in its display order. */
  options: CartMenuOption[]
}

/** The menu as the basket reads it: dishes with their groups and options, options by id. */
export function toCartMenu({ items, links, options }: CartMenuRows): CartMenu {
  const optionsById = new Map(options.map((option) => [option.id, option]))
  const offered = groupBy(
    options.filter((option) => !option.retired),
    (option) => option.groupId,
  )
  const groupsOf = groupBy(links, (link) => link.menu_item_id)
  return {
    items: new Map(
      items.map((item) => [
        item.id,
        {
          ...item,
          groups: (groupsOf.get(item.id) ?? []).map(
            ({ menu_item_id: _item, ...group }) => ({
              ...group,
              options: offered.get(group.id) ?? [],
            }),
          ),
        },
      ]),
    ),
    options: optionsById,
  }
}

// Map.groupBy arrives with Node 21; the API runs on Node 20.19 too.
function groupBy<T>(list: readonly T[], key: (value: T) => string) {
  const groups = new Map<string, T[]>()
  for (const value of list) {
    const k = key(value)
    const group = groups.get(k)
    if (group) group.push(value)
    else groups.set(k, [value])
  }
  return groups
}

/** The dishes and options the lines name. */
export function namedIn(rows: readonly CartLineRow[]) {
  return {
    itemIds: [...new Set(rows.map((row) => row.menu_item_id))],
    optionIds: [...new Set(rows.flatMap((row) => row.addon_item_ids))],
  }
}

/** False when a line names a dish or option the menu was read without (added since). */
export function menuCovers(menu: CartMenu, rows: readonly CartLineRow[]) {
  return rows.every(
    (row) =>
      menu.items.has(row.menu_item_id) &&
      row.addon_item_ids.every((id) => menu.options.has(id)),
  )
}

/**
 * The customer's lines priced from the menu. A line can be ordered while its dish is offered
 * and not sold out, every chosen option is still offered with it and not sold out, and each of
 * the dish's groups has as many picks as its rule asks now (the owner may have changed it).
 */
export function priceLines(
  rows: readonly CartLineRow[],
  menu: CartMenu,
): StoredCartLine[] {
  return rows.flatMap((row) => {
    const item = menu.items.get(row.menu_item_id)
    if (!item) return []
    const chosen = row.addon_item_ids.flatMap((id) => {
      const option = menu.options.get(id)
      return option ? [option] : []
    })
    const position = (option: CartMenuOption) => {
      const index = item.groups.findIndex((g) => g.id === option.groupId)
      return index === -1 ? item.groups.length : index
    }
    chosen.sort((a, b) => position(a) - position(b) || a.sort - b.sort)
    return [
      {
        cart_id: row.cart_id,
        menu_item_id: item.id,
        name: item.name,
        image: item.image,
        base_price: item.price,
        quantity: row.quantity,
        instructions: row.instructions,
        available: canBeOrdered(item, row.addon_item_ids, menu),
        unavailable_options: optionsGone(item, row.addon_item_ids, menu),
        addons: chosen.map((option) => ({
          addon_id: option.groupId,
          addon_name: option.groupName,
          addon_item_id: option.id,
          name: option.name,
          price: option.price,
        })),
      },
    ]
  })
}

/** Whether a chosen option can still be had with the dish. */
function isOffered(item: CartMenuItem, option: CartMenuOption | undefined) {
  return (
    option !== undefined &&
    !option.soldOut &&
    !option.retired &&
    item.groups.some((group) => group.id === option.groupId)
  )
}

/**
 * The names of the chosen options that can no longer be had with the dish, so that a refusal
 * names what the customer picked ("Adana Kebab" with "Garlic mayo"), not only the dish.
 */
function optionsGone(
  item: CartMenuItem,
  chosenIds: readonly string[],
  menu: CartMenu,
): string[] {
  return chosenIds.flatMap((id) => {
    const option = menu.options.get(id)
    return option && !isOffered(item, option) ? [option.name] : []
  })
}

function canBeOrdered(
  item: CartMenuItem,
  chosenIds: readonly string[],
  menu: CartMenu,
): boolean {
  if (!item.available || item.sold_out) return false
  const stillOffered = chosenIds.every((id) =>
    isOffered(item, menu.options.get(id)),
  )
  return (
    stillOffered &&
    item.groups.every((group) => {
      const picks = chosenIds.filter(
        (id) => menu.options.get(id)?.groupId === group.id,
      ).length
      return picks >= group.min && picks <= group.max
    })
  )
}
