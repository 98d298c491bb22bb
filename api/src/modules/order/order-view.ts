import { travelMinutes } from '@food/shared/time'
import type { OrderStep, OrderView } from '@food/shared/wire'
import type { StoredOrder } from './order.types'

const iso = (value: Date | string) => new Date(value).toISOString()

/** When the customer can expect the food: the ready time, plus the drive for a delivery. */
function expectedAt(order: StoredOrder): string | null {
  if (!order.ready_at) return null
  const ready = new Date(order.ready_at).getTime()
  const drive =
    order.order_type === 'delivery' ? travelMinutes(order.delivery_miles) : 0
  return new Date(ready + drive * 60_000).toISOString()
}

/**
 * The steps the order went through, from the times its row keeps: placed (and paid, online),
 * accepted, out of the kitchen (ready to collect, or out for delivery), and how it ended. An
 * undo clears the time of the step it takes back, so a step taken back is not listed.
 */
function historyOf(order: StoredOrder): OrderStep[] {
  const steps: OrderStep[] = []
  const add = (status: OrderStep['status'], at: Date | string | null) => {
    if (at) steps.push({ status, at: iso(at) })
  }
  if (order.payment_method === 'online') {
    add('awaiting_payment', order.created_at)
    add('pending', order.paid_at)
  } else {
    add('pending', order.created_at)
  }
  add('preparing', order.accepted_at)
  add(
    order.order_type === 'collection' ? 'ready' : 'out_for_delivery',
    order.prepared_at,
  )
  if (['delivered', 'cancelled', 'rejected'].includes(order.status)) {
    // A cancelled unpaid payment sets no change time: its last update is when it ended.
    add(order.status, order.status_changed_at ?? order.updated_at)
  }
  return steps
}

/** An order as the customer's client reads it (SPEC section 3 names). */
export function toOrderView(order: StoredOrder): OrderView {
  return {
    _id: order.id,
    order_id: order.order_number,
    order_status: order.status,
    order_type: order.order_type,
    payment_mode: order.payment_mode,
    payment_method: order.payment_method,
    paid_amount: order.paid_amount,
    refunded_amount: order.refunded_amount,
    checkout_url:
      order.status === 'awaiting_payment' ? order.checkout_url : null,
    cancel_reason: order.cancel_reason,
    createdAt: iso(order.created_at),
    updatedAt: iso(order.updated_at),
    items: order.items.map((item) => ({
      _id: String(item.id),
      menuItem: { _id: item.menu_item_id, name: item.name },
      quantity: item.quantity,
      price: item.unit_price,
      line_total: item.line_total,
      instructions: item.instructions,
      addons: item.addons,
    })),
    total_amount: order.total_amount,
    discount: {
      amount: order.discount_amount,
      percentage: order.discount_percentage,
    },
    delivery_fee: order.delivery_fee,
    tax_amount: order.tax_amount,
    final_amount: order.final_amount,
    address: order.address,
    delivery_miles: order.delivery_miles,
    note: order.note,
    ready_at: order.ready_at ? iso(order.ready_at) : null,
    expected_at: expectedAt(order),
    // The kitchen's own time replaces what was estimated when it was placed.
    promised_at:
      expectedAt(order) ?? (order.promised_at ? iso(order.promised_at) : null),
    scheduled_for: order.scheduled_for ? iso(order.scheduled_for) : null,
    reject_reason: order.reject_reason,
    history: historyOf(order),
  }
}
