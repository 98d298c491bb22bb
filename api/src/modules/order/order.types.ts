import type { PaymentMethod } from '@food/shared/types'
import type { OrderAddress, OrderStatus, OrderType } from '@food/shared/wire'

/** The address a delivery went to, copied at submit so later edits do not rewrite history. */
export type AddressSnapshot = OrderAddress

type StoredOrderItem = {
  id: number
  menu_item_id: string
  name: string
  quantity: number
  unit_price: number
  line_total: number
  instructions: string
  addons: { addon_item_id: string; name: string; price: number }[]
}

/** An order row with its items, as the queries return it. */
export type StoredOrder = {
  id: string
  order_number: string
  status: OrderStatus
  order_type: OrderType
  /** COD until paid online; CARD once Stripe has taken the money. */
  payment_mode: 'COD' | 'CARD'
  payment_method: PaymentMethod
  address: AddressSnapshot | null
  delivery_miles: number | null
  note: string
  total_amount: number
  discount_amount: number
  discount_percentage: number
  delivery_fee: number
  tax_amount: number
  final_amount: number
  created_at: Date | string
  updated_at: Date | string
  /** When a member first saw it (tapped, accepted or rejected it); null while it rings. */
  acknowledged_at: Date | string | null
  /** The ready time the kitchen quoted. */
  ready_at: Date | string | null
  reject_reason: string | null
  /** The status before the last change, and when it changed: what undo goes back to. */
  previous_status: OrderStatus | null
  status_changed_at: Date | string | null
  checkout_session_id: string | null
  checkout_url: string | null
  payment_intent_id: string | null
  paid_amount: number
  refunded_amount: number
  cancel_reason: string | null
  payment_problem: string | null
  /** What the customer was told when ordering; null for orders from before it was stored. */
  promised_at: Date | string | null
  /** The time an order for later was placed for; null: as soon as possible. */
  scheduled_for: Date | string | null
  /** When Stripe took an online payment; null otherwise. */
  paid_at: Date | string | null
  /** When the kitchen accepted it (pending → preparing); null until then, or after an undo. */
  accepted_at: Date | string | null
  /** When it left the kitchen (ready, or out for delivery); null until then. */
  prepared_at: Date | string | null
  items: StoredOrderItem[]
  /** Its kitchen ticket on the printer (the kitchen's print_jobs row); null: never sent. */
  print_job: {
    state: 'printing' | 'printed' | 'failed'
    error: string | null
    attempts: number
    printed_at: string | null
    updated_at: string
  } | null
  customer_name: string
  customer_mobile: string
  /** The kind of the last text to the customer that could not be sent after its retries. */
  failed_text: string | null
}

/** Everything an order row needs, computed before it is written. */
export type NewOrder = {
  userId: string
  orderType: OrderType
  paymentMethod: PaymentMethod
  address: AddressSnapshot | null
  deliveryMiles: number | null
  note: string
  totalAmount: number
  discountAmount: number
  discountPercentage: number
  deliveryFee: number
  taxAmount: number
  finalAmount: number
  idempotencyKey: string | null
  requestHash: string
  /** The app's clock, like every time the kitchen compares with (the 10-minute rejection). */
  placedAt: Date
  /** When the customer is told to expect it: now plus the lead time (and drive), or the slot. */
  promisedAt: Date
  scheduledFor: Date | null
  items: Omit<StoredOrderItem, 'id'>[]
}
