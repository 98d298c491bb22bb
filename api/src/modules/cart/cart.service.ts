import { CartItemNotFoundError, UnprocessableError } from '../../errors'
import type { ShopService } from '../shop/shop.service'
import type { CartRepository } from './cart.repository'
import {
  type BulkLine,
  type CartView,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from './cart.schema'
import { resolveLines } from './cart-lines'
import { toCartView } from './cart-view'

// Cart ids are uuids; anything else cannot be a line, so it is answered like an unknown id.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createCartService(
  repository: CartRepository,
  shop: ShopService,
) {
  async function getCart(userId: string): Promise<CartView> {
    const [stored, settings] = await Promise.all([
      repository.listLines(userId),
      shop.getSettings(),
    ])
    return toCartView(stored, settings.policy)
  }

  return {
    getCart,

    /** Adds every line or none: the first line the menu refuses refuses the request. */
    async addLines(userId: string, lines: readonly BulkLine[]) {
      const ids = [...new Set(lines.map((line) => line.menu_item_id))]
      const resolved = resolveLines(lines, await repository.findMenuItems(ids))
      await repository.transaction(async (tx) => {
        await tx.lockCart(userId)
        for (const line of resolved) {
          if (!(await tx.addLine(userId, line))) {
            throw new UnprocessableError(
              'CART_LIMIT',
              `You can have at most ${MAX_LINE_QUANTITY} of "${line.name}" in your basket.`,
            )
          }
        }
        if ((await tx.countLines(userId)) > MAX_CART_LINES) {
          throw new UnprocessableError(
            'CART_LIMIT',
            `Your basket can hold at most ${MAX_CART_LINES} different items.`,
          )
        }
      })
      return getCart(userId)
    },

    async removeLine(userId: string, cartId: string) {
      if (!UUID.test(cartId) || !(await repository.deleteLine(userId, cartId)))
        throw new CartItemNotFoundError()
      return getCart(userId)
    },

    async setQuantity(userId: string, cartId: string, quantity: number) {
      if (
        !UUID.test(cartId) ||
        !(await repository.setQuantity(userId, cartId, quantity))
      )
        throw new CartItemNotFoundError()
      return getCart(userId)
    },
  }
}

export type CartService = ReturnType<typeof createCartService>
