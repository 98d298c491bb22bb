import { MAX_LINE_QUANTITY } from '@food/shared/types'
import { type Db, prepared } from '../../db/client'
import type { SessionAlongside } from '../session/session.types'
import type {
  CartLineRow,
  CartMenu,
  CartMenuOption,
  NewCartLine,
} from './cart.types'
import { type CartMenuRows, toCartMenu } from './cart-menu'

/** Run for every basket read and change: prepared once per connection. */
const listLines = prepared(
  'cart_list_lines',
  `select id::text as cart_id, menu_item_id, quantity, instructions, addon_item_ids
     from cart_items where user_id = $1::uuid order by position`,
)

/**
 * The basket's queries. Each takes the open database handle first: the pool for a single
 * read, or the caller's transaction (the cart service's, or an order's), so a repository never
 * opens a transaction of its own and never builds another domain's repository.
 */
export const cartRepository = {
  /** The customer's lines as stored, oldest first (priced by cart-menu.ts). */
  listLines: (db: Db, userId: string) =>
    db.query<CartLineRow>(listLines, [userId]),

  /**
   * The lines as listLines reads them, as one JSON array, for the session lookup to read in its
   * own statement (GET /user/cart/get: ADR 043).
   */
  linesAlongsideSession: {
    name: 'cart_lines',
    sql: (userId) =>
      `select coalesce(json_agg(json_build_object(
                'cart_id', c.id::text, 'menu_item_id', c.menu_item_id, 'quantity', c.quantity,
                'instructions', c.instructions, 'addon_item_ids', c.addon_item_ids
              ) order by c.position), '[]'::json)
         from cart_items c where c.user_id = ${userId}`,
    parse: (value) => value as CartLineRow[],
  } satisfies SessionAlongside<CartLineRow[]>,

  /**
   * The menu the basket is checked and priced against: every dish, or only the named dishes
   * with their groups' options plus the named options (a basket may name an option its dish
   * no longer offers). Three plain reads; the joining is done in memory (toCartMenu).
   */
  async readMenu(
    db: Db,
    only?: {
      itemIds: readonly string[]
      optionIds: readonly string[]
    },
  ): Promise<CartMenu> {
    const itemIds = only ? JSON.stringify(only.itemIds) : null
    const optionIds = only ? JSON.stringify(only.optionIds) : null
    const amongItems = (column: string) =>
      `$1::jsonb is null or ${column} in (select jsonb_array_elements_text($1::jsonb))`
    const [items, links, options] = await Promise.all([
      db.query<CartMenuRows['items'][number]>(
        `select m.id, m.name, m.image, m.price_pence as price, m.sold_out,
                  (m.available and m.retired_at is null and k.status = 'active') as available
             from menu_items m join menu_categories k on k.id = m.category_id
            where ${amongItems('m.id')}`,
        [itemIds],
      ),
      db.query<CartMenuRows['links'][number]>(
        `select l.menu_item_id, g.id, g.name, g.min_choices as min, g.max_choices as max
             from menu_item_addon_groups l join addon_groups g on g.id = l.addon_group_id
            where ${amongItems('l.menu_item_id')}
            order by l.menu_item_id, l.sort_order`,
        [itemIds],
      ),
      db.query<CartMenuOption>(
        `select a.id, a.name, a.price_pence as price, a.group_id as "groupId",
                  g.name as "groupName", a.sort_order as sort, a.sold_out as "soldOut",
                  a.retired_at is not null as retired
             from addon_items a join addon_groups g on g.id = a.group_id
            where $1::jsonb is null
               or a.id in (select jsonb_array_elements_text($2::jsonb))
               or a.group_id in (select addon_group_id from menu_item_addon_groups
                                  where menu_item_id in (select jsonb_array_elements_text($1::jsonb)))
            order by a.group_id, a.sort_order`,
        [itemIds, optionIds],
      ),
    ])
    return toCartMenu({ items, links, options })
  },

  /**
   * Holds the customer's basket until the transaction ends, so two adds at once run one after
   * the other: no deadlock between their lines, and the line count they check is exact.
   */
  async lockCart(db: Db, userId: string) {
    await db.query(
      'select 1 from users where id = $1::uuid for no key update',
      [userId],
    )
  },

  /**
   * Adds a line, or adds its quantity to the equal line already there. Returns false, and
   * changes nothing, when the merged quantity would pass the limit.
   */
  async addLine(db: Db, userId: string, line: NewCartLine): Promise<boolean> {
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

  async countLines(db: Db, userId: string): Promise<number> {
    const [row] = await db.query<{ count: number }>(
      'select count(*)::int as count from cart_items where user_id = $1::uuid',
      [userId],
    )
    return row?.count ?? 0
  },

  /** False when the customer has no such line (another customer's line included). */
  async setQuantity(db: Db, userId: string, cartId: string, quantity: number) {
    const rows = await db.query(
      `update cart_items set quantity = $3, updated_at = now()
          where id = $2::uuid and user_id = $1::uuid
          returning id`,
      [userId, cartId, quantity],
    )
    return rows.length > 0
  },

  /** Empties the basket: the order that was just written holds its lines now. */
  async deleteAllLines(db: Db, userId: string) {
    await db.query('delete from cart_items where user_id = $1::uuid', [userId])
  },

  /** False when the customer has no such line (another customer's line included). */
  async deleteLine(db: Db, userId: string, cartId: string) {
    const rows = await db.query(
      'delete from cart_items where id = $2::uuid and user_id = $1::uuid returning id',
      [userId, cartId],
    )
    return rows.length > 0
  },
}
