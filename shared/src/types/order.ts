export type OrderStatus =
  | 'pending'
  | 'preparing'
  | 'ready'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'processing'

export type OrderItem = {
  menuItem: { name: string }
  quantity?: number
}

/** A placed order as the order list returns it. */
export type Order = {
  _id: string
  order_id: string
  /** Usually an OrderStatus; unknown values display as Processing. */
  order_status: string
  payment_mode: string
  updatedAt: string
  items: OrderItem[]
}
