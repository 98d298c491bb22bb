import { MAX_LINE_QUANTITY, reorderMessage } from '@food/shared/types'
import type { BulkLine, ShopSettings } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { createReadCache, type ReadCacheOptions } from '../../db/read-cache'
import { CartItemNotFoundError, UnprocessableError } from '../../errors'
import type { SessionService } from '../session/session.service'
import type { ShopService } from '../shop/shop.service'
import { cartRepository as repository } from './cart.repository'
import { type CartView, MAX_CART_LINES } from './cart.schema'
import type { CartLineRow, NewCartLine, PastOrderLine } from './cart.types'
import { resolveLines } from './cart-lines'
import { menuCovers, namedIn, priceLines } from './cart-menu'
import { sortPastLines } from './cart-reorder'
import { toCartView } from './cart-view'

// Cart ids are uuids; anything else cannot be a line, so it is answered like an unknown id.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createCartService(
  db: Db,
  shop: Pick<ShopService, 'getPolicy'>,
  sessions: Pick<SessionService, 'authenticateWith'>,
  /** How long the menu that prices baskets is kept (CACHE_TTL_MS), as GET /menus is. */
  cache: ReadCacheOptions,
) {
  // While the menu is fresh, a basket read costs one prepared statement: the session and the
  // lines together (ADR 043). A change on any instance shows within the cache's time, as on the
  // menu itself. An order is priced from the menu read again inside its transaction.
  const menu = createReadCache(() => repository.readMenu(db), cache)
  const authenticateWithLines = sessions.authenticateWith(
    repository.linesAlongsideSession,
  )

  /** The stored lines priced from the kept menu and the shop's rules. */
  async function priceStored(rows: readonly CartLineRow[]): Promise<CartView> {
    const [kept, policy] = await Promise.all([menu.get(), shop.getPolicy()])
    // A dish or option added since the menu was read: read it again rather than drop the line.
    let current = kept
    if (!menuCovers(current, rows)) {
      menu.forget()
      current = await menu.get()
    }
    return toCartView(priceLines(rows, current), policy)
  }

  const getCart = async (userId: string) =>
    priceStored(await repository.listLines(db, userId))

  /** Stores resolved lines in one transaction, all or none, within the basket limits. */
  async function storeLines(userId: string, resolved: readonly NewCartLine[]) {
    await db.transaction(async (tx) => {
      await repository.lockCart(tx, userId)
      for (const line of resolved) {
        if (!(await repository.addLine(tx, userId, line))) {
          throw new UnprocessableError(
            'CART_LIMIT',
            `You can have at most ${MAX_LINE_QUANTITY} of "${line.name}" in your basket.`,
          )
        }
      }
      if ((await repository.countLines(tx, userId)) > MAX_CART_LINES) {
        throw new UnprocessableError(
          'CART_LIMIT',
          `Your basket can hold at most ${MAX_CART_LINES} different items.`,
        )
      }
    })
  }

  return {
    /**
     * The basket of the customer an `Authorization` header belongs to, read in the session
     * lookup's statement: 401 or 403 as every customer route.
     */
    async getCartOf(authorization: string | undefined) {
      const { alongside: rows } = await authenticateWithLines(authorization)
      return priceStored(rows)
    },

    /**
     * Holds the customer's basket until the caller's transaction ends (an order being written),
     * so a second submit or an add at the same moment waits for it.
     */
    lockInOrder: (tx: Db, userId: string) => repository.lockCart(tx, userId),

    /**
     * The basket priced from the menu as it is now, read inside the caller's transaction (an
     * order's), never from the kept menu: nothing sold out or repriced a moment ago gets in.
     */
    async priceInOrder(
      tx: Db,
      userId: string,
      policy: ShopSettings['policy'],
    ): Promise<CartView> {
      const rows = await repository.listLines(tx, userId)
      const current = await repository.readMenu(tx, namedIn(rows))
      return toCartView(priceLines(rows, current), policy)
    },

    /** Empties the basket in the caller's transaction: the order written in it holds its lines. */
    emptyInOrder: (tx: Db, userId: string) =>
      repository.deleteAllLines(tx, userId),

    /** Adds every line or none: the first line the menu refuses refuses the request. */
    async addLines(userId: string, lines: readonly BulkLine[]) {
      // Checked against the menu as it is now, not as cached: nothing sold out gets in.
      const itemIds = [...new Set(lines.map((line) => line.menu_item_id))]
      const current = await repository.readMenu(db, { itemIds, optionIds: [] })
      await storeLines(userId, resolveLines(lines, current))
      return getCart(userId)
    },

    /**
     * Order again: adds the past order's lines that today's menu still takes, at today's
     * prices, merged and limited as add-bulk's; names the ones it leaves out.
     */
    async addFromOrder(
      userId: string,
      order: { orderNumber: string; lines: readonly PastOrderLine[] },
    ) {
      const current = await repository.readMenu(db, {
        itemIds: [...new Set(order.lines.map((line) => line.menu_item_id))],
        optionIds: order.lines.flatMap((line) =>
          line.addons.map((addon) => addon.addon_item_id),
        ),
      })
      const { accepted, leftOut } = sortPastLines(order.lines, current)
      const added = accepted.reduce((sum, line) => sum + line.quantity, 0)
      const message = reorderMessage(order.orderNumber, added, leftOut)
      if (added === 0)
        throw new UnprocessableError('NOTHING_TO_REORDER', message)
      await storeLines(userId, accepted)
      return { message, left_out: leftOut, ...(await getCart(userId)) }
    },

    async removeLine(userId: string, cartId: string) {
      if (
        !UUID.test(cartId) ||
        !(await repository.deleteLine(db, userId, cartId))
      )
        throw new CartItemNotFoundError()
      return getCart(userId)
    },

    async setQuantity(userId: string, cartId: string, quantity: number) {
      if (
        !UUID.test(cartId) ||
        !(await repository.setQuantity(db, userId, cartId, quantity))
      )
        throw new CartItemNotFoundError()
      return getCart(userId)
    },
  }
}

export type CartService = ReturnType<typeof createCartService>
