export type OrderStatus =
  | 'pending'
  | 'preparing'
  | 'ready'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'rejected'
  | 'processing'

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

/** Where a delivery went, as it was when the order was placed. */
export type OrderAddress = {
  name: string
  addressLine1: string
  city: string
  postcode: string
  Phone: string
  label: string
}

/** A placed order as the order list returns it (amounts in integer pence). */
export type Order = {
  _id: string
  order_id: string
  /** Usually an OrderStatus; unknown values display as Processing. */
  order_status: string
  payment_mode: string
  updatedAt: string
  items: OrderItem[]
  createdAt?: string
  order_type?: 'delivery' | 'collection'
  payment_method?: 'cash' | 'card'
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
}

/** POST /user/order/submit. */
export type OrderPayload = {
  order_type: 'delivery' | 'collection'
  address_id?: string
  payment_method: 'cash' | 'card'
  note?: string
}
