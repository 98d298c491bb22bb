import type { ShopSettings } from '@food/shared/wire'
import type { CartView } from './cart.schema'
import type { StoredCartLine } from './cart.types'
import { computeCartTotals, lineTotal } from './cart-totals'

/** The priced basket as the customer sees it; the order is built from the same view. */
export function toCartView(
  stored: readonly StoredCartLine[],
  policy: ShopSettings['policy'],
): CartView {
  const data = stored.map(toCartLine)
  const totals = computeCartTotals(
    data.map((line) => ({ unitPrice: line.price, quantity: line.qty })),
    {
      vatRatePercent: policy.vatRatePercent,
      discountPercentage: policy.discount.percentage,
    },
  )
  return {
    data,
    total_amount: totals.totalAmount,
    taxable_amount: totals.taxableAmount,
    tax_amount: totals.taxAmount,
    discount: {
      amount: totals.discountAmount,
      percentage: totals.discountPercentage,
      message: policy.discount.message,
    },
    final_amount: totals.finalAmount,
    item_count: totals.itemCount,
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
    unavailable_options: line.unavailable_options,
  }
}
