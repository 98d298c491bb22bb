import type { Db } from '../../db/client'
import { MAX_LINE_QUANTITY } from './cart.schema'
import type { MenuItemForCart, NewCartLine, StoredCartLine } from './cart.types'

// The cart is priced from the menu on every read, so these queries join the menu tables
// (read only): one round trip for the whole priced basket instead of one per line.

export function createCartRepository(db: Db) {
  return {
    ...cartQueries(db),
    /** Runs fn with the queries bound to one transaction. */
    transaction: <T>(fn: (queries: CartQueries) => Promise<T>) =>
      db.transaction((tx) => fn(cartQueries(tx))),
  }
}

function cartQueries(db: Db) {
  return {
    /** The customer's lines, oldest first, priced from the current menu. */
    listLines: (userId: string) =>
      db.query<StoredCartLine>(
        `select c.id::text as cart_id, c.menu_item_id, m.name, m.image,
                m.price_pence as base_price, c.quantity, c.instructions,
                (m.available and m.retired_at is null and k.status = 'active'
                 and not m.sold_out
                 -- Every chosen option is still offered with this dish (the owner may have
                 -- retired it or taken its group off the dish) and not sold out…
                 and not exists (
                   select 1 from jsonb_array_elements_text(c.addon_item_ids) as chosen(id)
                   left join addon_items a on a.id = chosen.id
                   where a.id is null or a.sold_out or a.retired_at is not null
                      or not exists (select 1 from menu_item_addon_groups l
                                      where l.menu_item_id = c.menu_item_id
                                        and l.addon_group_id = a.group_id))
                 -- …and each of the dish's groups has as many picks as its rule now asks.
                 and not exists (
                   select 1 from menu_item_addon_groups l
                   join addon_groups g on g.id = l.addon_group_id
                   where l.menu_item_id = c.menu_item_id
                     and (select count(*) from addon_items a
                           where a.group_id = g.id
                             and a.id in (select jsonb_array_elements_text(c.addon_item_ids)))
                         not between g.min_choices and g.max_choices)) as available,
                coalesce((
                  select jsonb_agg(jsonb_build_object(
                           'addon_id', g.id, 'addon_name', g.name,
                           'addon_item_id', a.id, 'name', a.name, 'price', a.price_pence)
                         order by l.sort_order, a.sort_order)
                    -- Each chosen id is looked up by primary key: no scan of all add-ons per line.
                    from jsonb_array_elements_text(c.addon_item_ids) as chosen(id)
                    join addon_items a on a.id = chosen.id
                    join addon_groups g on g.id = a.group_id
                    left join menu_item_addon_groups l
                           on l.addon_group_id = g.id and l.menu_item_id = c.menu_item_id
                ), '[]'::jsonb) as addons
           from cart_items c
           join menu_items m on m.id = c.menu_item_id
           join menu_categories k on k.id = m.category_id
          where c.user_id = $1::uuid
          order by c.position`,
        [userId],
      ),

    /** The named dishes with their add-on groups, for checking a request against the menu. */
    async findMenuItems(ids: readonly string[]): Promise<MenuItemForCart[]> {
      if (ids.length === 0) return []
      return db.query<MenuItemForCart>(
        `select m.id, m.name, (m.available and m.retired_at is null and k.status = 'active') as available,
                m.sold_out,
                coalesce((
                  select jsonb_agg(jsonb_build_object(
                           'id', g.id, 'name', g.name, 'min', g.min_choices, 'max', g.max_choices,
                           'itemIds', coalesce((select jsonb_agg(a.id order by a.sort_order)
                                                  from addon_items a
                                                 where a.group_id = g.id and a.retired_at is null),
                                               '[]'::jsonb),
                           'soldOut', coalesce((select jsonb_object_agg(a.id, a.name)
                                                  from addon_items a
                                                 where a.group_id = g.id and a.sold_out),
                                               '{}'::jsonb))
                         order by l.sort_order)
                    from menu_item_addon_groups l
                    join addon_groups g on g.id = l.addon_group_id
                   where l.menu_item_id = m.id
                ), '[]'::jsonb) as groups
           from menu_items m
           join menu_categories k on k.id = m.category_id
          where m.id in (select jsonb_array_elements_text($1::jsonb))`,
        [JSON.stringify(ids)],
      )
    },

    /**
     * Holds the customer's basket until the transaction ends, so two adds at once run one after
     * the other: no deadlock between their lines, and the line count they check is exact.
     */
    async lockCart(userId: string) {
      await db.query(
        'select 1 from users where id = $1::uuid for no key update',
        [userId],
      )
    },

    /**
     * Adds a line, or adds its quantity to the equal line already there. Returns false, and
     * changes nothing, when the merged quantity would pass the limit.
     */
    async addLine(userId: string, line: NewCartLine): Promise<boolean> {
      const rows = await db.query(
        `insert into cart_items (user_id, menu_item_id, quantity, instructions, addon_item_ids)
         values ($1::uuid, $2, $3, $4, $5::jsonb)
         on conflict (user_id, menu_item_id, addon_item_ids, instructions)
         do update set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
               where cart_items.quantity + excluded.quantity <= $6
         returning id`,
        [
          userId,
          line.menuItemId,
          line.quantity,
          line.instructions,
          JSON.stringify(line.addonItemIds),
          MAX_LINE_QUANTITY,
        ],
      )
      return rows.length > 0
    },

    async countLines(userId: string): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'select count(*)::int as count from cart_items where user_id = $1::uuid',
        [userId],
      )
      return row?.count ?? 0
    },

    /** False when the customer has no such line (another customer's line included). */
    async setQuantity(userId: string, cartId: string, quantity: number) {
      const rows = await db.query(
        `update cart_items set quantity = $3, updated_at = now()
          where id = $2::uuid and user_id = $1::uuid
          returning id`,
        [userId, cartId, quantity],
      )
      return rows.length > 0
    },

    /** Empties the basket: the order that was just written holds its lines now. */
    async deleteAllLines(userId: string) {
      await db.query('delete from cart_items where user_id = $1::uuid', [
        userId,
      ])
    },

    /** False when the customer has no such line (another customer's line included). */
    async deleteLine(userId: string, cartId: string) {
      const rows = await db.query(
        'delete from cart_items where id = $2::uuid and user_id = $1::uuid returning id',
        [userId, cartId],
      )
      return rows.length > 0
    },
  }
}

type CartQueries = ReturnType<typeof cartQueries>

export type CartRepository = ReturnType<typeof createCartRepository>
