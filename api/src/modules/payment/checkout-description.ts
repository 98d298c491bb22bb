import { formatMoney } from '@food/shared/format'
import type { StoredOrder } from '../order/order.types'

// Stripe shows the description on its page; longer ones are cut, so ours is kept short.
const MAX_DESCRIPTION = 480

/**
 * The order on Stripe's page, in one line: the session is for exactly the server's total (one
 * line item), and this says what it is made of ("2 × Doner Kebab (Extra cheese) · 10% off
 * −£2.30 · Delivery £2.50").
 */
export function checkoutDescription(order: StoredOrder): string {
  const lines = order.items.map((item) => {
    const addons = item.addons.map((addon) => addon.name).join(', ')
    return `${item.quantity} × ${item.name}${addons ? ` (${addons})` : ''}`
  })
  if (order.discount_amount > 0) {
    lines.push(
      `${order.discount_percentage}% off −${formatMoney(order.discount_amount)}`,
    )
  }
  if (order.delivery_fee > 0) {
    lines.push(`Delivery ${formatMoney(order.delivery_fee)}`)
  }
  const text = lines.join(' · ')
  return text.length > MAX_DESCRIPTION
    ? `${text.slice(0, MAX_DESCRIPTION - 1)}…`
    : text
}
