/** The statuses the API sends (wire/order-status.ts). */
export type { OrderStatus } from '../wire/order-status'

import type { OrderStep, OrderView } from '../wire/order'

/** One step of an order's history: the status it entered, and when. */
export type { OrderStep }

/** One line of a placed order. */
export type OrderItem = OrderView['items'][number]

import type { OrderAddress } from '../wire/address'

/** Where a delivery went, as it was when the order was placed. */
export type { OrderAddress }

/**
 * A placed order as every reply carries it (`orderView` of @food/shared/wire). Its status is
 * usually an OrderStatus; a value this client does not know yet displays as Processing.
 */
export type Order = Omit<OrderView, 'order_status'> & {
  order_status: OrderView['order_status'] | (string & {})
}

/** 'online' pays now on Stripe's page; 'cash' and 'card' pay on delivery or at collection. */
/** POST /user/order/submit, as the client sends it (wire's submitOrderBody). */
export type { OrderPayload, PaymentMethod } from '../wire/order'
