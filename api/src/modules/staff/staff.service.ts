import { ConflictError, OrderNotFoundError } from '../../errors'
import type { OrderRepository } from '../order/order.repository'
import type { StoredOrder } from '../order/order.types'
import type { OrderEvents } from '../order/order-events'
import {
  canMoveOrder,
  LIVE_STATUSES,
  nextStatus,
  type OrderStatus,
} from '../order/order-status'
import { toOrderView } from '../order/order-view'
import type { StaffOrder } from './staff.schema'

/** What the kitchen does with orders: see the live ones and move them along. */
export function createStaffService(
  repository: OrderRepository,
  events: Pick<OrderEvents, 'notify'>,
) {
  async function find(reference: string): Promise<StoredOrder> {
    const order = await repository.findByReference(reference.trim())
    if (!order) throw new OrderNotFoundError()
    return order
  }

  async function move(
    order: StoredOrder,
    to: OrderStatus,
  ): Promise<StaffOrder> {
    if (!canMoveOrder(order.order_type, order.status, to)) {
      throw new ConflictError(
        'INVALID_STATUS_CHANGE',
        `Order ${order.order_number} is ${order.status}; a ${order.order_type} order cannot go from ${order.status} to ${to}.`,
      )
    }
    if (!(await repository.updateStatus(order.id, order.status, to))) {
      throw new ConflictError(
        'STATUS_CHANGED_MEANWHILE',
        `Order ${order.order_number} was changed by someone else just now. Check it and try again.`,
      )
    }
    // Open tracking bars hear of it now, not at the next poll.
    await events.notify(order.id)
    return toStaffOrder(await find(order.id))
  }

  return {
    listLive: async () =>
      (await repository.listLive(LIVE_STATUSES)).map(toStaffOrder),

    get: async (reference: string) => toStaffOrder(await find(reference)),

    async changeStatus(reference: string, to: OrderStatus) {
      return move(await find(reference), to)
    },

    /** Moves the order to the next status of its kind (delivery or collection). */
    async advance(reference: string) {
      const order = await find(reference)
      const to = nextStatus(order.order_type, order.status)
      if (!to) {
        throw new ConflictError(
          'INVALID_STATUS_CHANGE',
          `Order ${order.order_number} is ${order.status}; it has no next status.`,
        )
      }
      return move(order, to)
    },
  }
}

function toStaffOrder(order: StoredOrder): StaffOrder {
  return {
    ...toOrderView(order),
    customer: { name: order.customer_name, mobile: order.customer_mobile },
    next_status: nextStatus(order.order_type, order.status),
  }
}

export type StaffService = ReturnType<typeof createStaffService>
