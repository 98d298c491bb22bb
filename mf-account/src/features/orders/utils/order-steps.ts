import { orderStatusLabel } from '@food/shared/format'
import type { Order, OrderStep } from '@food/shared/types'

/** One step of an order's page timeline: done (with when) or still to come. */
export type TimelineStep = { label: string; at: string | null }

const ENDED = ['cancelled', 'rejected']

const atOf = (history: OrderStep[], status: OrderStep['status']) =>
  history.find((step) => step.status === status)?.at ?? null

/**
 * The steps an order goes through, each with when it was taken (the API's `history`):
 * placed, paid (online), accepted, ready or out for delivery, delivered. An order that ended
 * early shows the steps it took and how it ended.
 */
export function orderSteps(order: Order): TimelineStep[] {
  const history = order.history ?? []
  const isOnline = order.payment_method === 'online'
  const placedAt = history[0]?.at ?? order.createdAt
  const steps: (TimelineStep & { status?: OrderStep['status'] })[] = [
    { label: 'Placed', at: placedAt },
  ]
  if (isOnline) steps.push({ label: 'Paid', at: atOf(history, 'pending') })
  const out = order.order_type === 'collection' ? 'ready' : 'out_for_delivery'
  steps.push(
    { label: 'Accepted', at: atOf(history, 'preparing') },
    { label: orderStatusLabel(out, order.order_type), at: atOf(history, out) },
    {
      label: orderStatusLabel('delivered', order.order_type),
      at: atOf(history, 'delivered'),
    },
  )
  if (!ENDED.includes(order.order_status)) return steps
  const endedAt = atOf(history, order.order_status as OrderStep['status'])
  return [
    ...steps.filter((step) => step.at !== null),
    {
      label: orderStatusLabel(order.order_status),
      at: endedAt ?? order.updatedAt,
    },
  ]
}
