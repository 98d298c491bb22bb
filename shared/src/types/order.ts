/** The statuses the API sends (wire/order-status.ts). */
export type { OrderStatus } from '../wire/order-status'

export type OrderItem = {
  _id?: string
  menuItem: { _id?: string; name: string }
  quantity?: number
  /** Unit price in pence, add-ons included. */
  price?: number
  line_total?: number
  instructions?: string
  addons?: { addon_item_id: string; name: string; price: number }[]
}

import type { OrderAddress } from '../wire/address'

/** Where a delivery went, as it was when the order was placed. */
export type { OrderAddress }

/** A placed order as the order list returns it (amounts in integer pence). */
export type Order = {
  _id: string
  order_id: string
  /** Usually an OrderStatus; unknown values display as Processing. */
  order_status: string
  /** 'COD': paid at the door or the counter (or not paid yet); 'CARD': paid online by card. */
  payment_mode: string
  updatedAt: string
  items: OrderItem[]
  createdAt?: string
  order_type?: 'delivery' | 'collection'
  /** How the customer chose to pay: cash or card at the door / counter, or online now. */
  payment_method?: PaymentMethod
  /** Pence taken online (0 unless paid online). */
  paid_amount?: number
  /** Pence given back (in full when the kitchen rejects a paid order; the owner may refund part). */
  refunded_amount?: number
  /** The Stripe page to pay on, while the order is awaiting_payment; null otherwise. */
  checkout_url?: string | null
  /** Why the order was cancelled (an unfinished payment, a payment that did not match), when known. */
  cancel_reason?: string | null
  total_amount?: number
  discount?: { amount: number; percentage: number }
  delivery_fee?: number
  tax_amount?: number
  final_amount?: number
  address?: OrderAddress | null
  note?: string
  /** When the kitchen said it will be ready; null until it accepts the order. */
  ready_at?: string | null
  /** Ready time, plus the drive for a delivery. */
  expected_at?: string | null
  reject_reason?: string | null
  /**
   * When the customer is told to expect it: estimated when it was placed (or the time chosen),
   * then the kitchen's expected_at once it accepts.
   */
  promised_at?: string | null
  /** An order for later: the time chosen; null for as soon as possible. */
  scheduled_for?: string | null
}

/** 'online' pays now on Stripe's page; 'cash' and 'card' pay on delivery or at collection. */
export type { PaymentMethod } from '../wire/order'

import type { PaymentMethod } from '../wire/order'

/** POST /user/order/submit. */
export type OrderPayload = {
  order_type: 'delivery' | 'collection'
  address_id?: string
  payment_method: PaymentMethod
  note?: string
  /** An order for later: one of the slots of GET /shop-status (an ISO instant). */
  scheduled_for?: string
}
