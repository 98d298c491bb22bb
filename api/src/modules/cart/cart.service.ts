import { CartItemNotFoundError, UnprocessableError } from '../../errors'
import type { ShopService } from '../shop/shop.service'
import type { CartRepository } from './cart.repository'
import {
  type BulkLine,
  type CartView,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from './cart.schema'
import type { StoredCartLine } from './cart.types'
import { resolveLines } from './cart-lines'
import { computeCartTotals, lineTotal } from './cart-totals'

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
    const data = stored.map(toCartLine)
    const { discount, vatRatePercent } = settings.policy
    const totals = computeCartTotals(
      data.map((line) => ({ unitPrice: line.price, quantity: line.qty })),
      { vatRatePercent, discountPercentage: discount.percentage },
    )
    return {
      data,
      total_amount: totals.totalAmount,
      taxable_amount: totals.taxableAmount,
      tax_amount: totals.taxAmount,
      discount: {
        amount: totals.discountAmount,
        percentage: totals.discountPercentage,
        message: discount.message,
      },
      final_amount: totals.finalAmount,
      item_count: totals.itemCount,
    }
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

function toCartLine(line: StoredCartLine): CartView['data'][number] {
  const price =
    line.base_price + line.addons.reduce((sum, addon) => sum + addon.price, 0)
  return {
    cart_id: line.cart_id,
    menu_item_id: line.menu_item_id,
    name: line.name,
    image: line.image,
    qty: line.quantity,
    price,
    base_price: line.base_price,
    addons: line.addons,
    instructions: line.instructions,
    line_total: lineTotal({ unitPrice: price, quantity: line.quantity }),
    available: line.available,
  }
}

export type CartService = ReturnType<typeof createCartService>
