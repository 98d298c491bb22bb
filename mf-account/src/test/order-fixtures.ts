import { placedOrder as anyOrder } from '@food/shared/testing'
import type { JsonReply } from '@food/shared/testing/server'
import type { Order } from '@food/shared/types'

/** A delivered-to-the-door order as GET /user/order returns it (amounts in pence). */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides._id ?? 'order-1'
  return anyOrder({
    _id: id,
    order_id: '1042',
    order_status: 'pending',
    order_type: 'delivery',
    payment_mode: 'COD',
    payment_method: 'cash',
    paid_amount: 0,
    refunded_amount: 0,
    checkout_url: null,
    cancel_reason: null,
    createdAt: '2025-11-21T18:42:00.000Z',
    updatedAt: '2025-11-21T18:42:00.000Z',
    items: [
      {
        _id: `${id}-line-1`,
        menuItem: { _id: 'doner', name: 'Doner Kebab' },
        quantity: 2,
        price: 1000,
        line_total: 2000,
        instructions: '',
        addons: [{ addon_item_id: 'garlic', name: 'Garlic mayo', price: 50 }],
      },
      {
        _id: `${id}-line-2`,
        menuItem: { _id: 'margherita', name: 'Margherita' },
        quantity: 1,
        price: 900,
        line_total: 900,
        instructions: 'Extra crispy',
        addons: [],
      },
    ],
    total_amount: 2900,
    discount: { amount: 290, percentage: 10 },
    delivery_fee: 250,
    tax_amount: 477,
    final_amount: 2860,
    address: {
      name: 'Aoife Kelly',
      addressLine1: '12 Lisburn Road',
      addressLine2: 'Flat 1',
      city: 'Belfast',
      postcode: 'BT9 6AA',
      Phone: '07911123456',
      label: 'home',
    },
    ...overrides,
  })
}

/** The same order paid online: Stripe confirmed it, so it reached the kitchen as pending. */
export function paidOnlineOrder(overrides: Partial<Order> = {}): Order {
  return placedOrder({
    payment_method: 'online',
    payment_mode: 'CARD',
    paid_amount: 2860,
    ...overrides,
  })
}

/** The reply of GET /user/order. */
export const orderList = (orders: Order[]): JsonReply => ({
  body: { status: true, data: orders, orders },
})
