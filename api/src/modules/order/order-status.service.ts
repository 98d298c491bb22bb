import type { OrderStatus } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { orderRepository } from './order.repository'
import {
  type StatusChange,
  orderStatusRepository as statuses,
} from './order-status.repository'

/** A change to an order, handed over inside its transaction (notices are written there). */
export type OrderChangeHook = (
  tx: Db,
  change:
    | { orderId: string; kind: 'status'; from: OrderStatus; to: OrderStatus }
    | { orderId: string; kind: 'ready-time' },
) => Promise<void>

/**
 * What staff do with orders, through the order service: read the ones the kitchen may see and
 * move their status. Orders come back as stored; the kitchen shapes them for its replies.
 */
export function createOrderStatusService(
  db: Db,
  onChange: OrderChangeHook = async () => {},
) {
  return {
    /** An order the kitchen may see, by short number or id, as stored; null when it may not. */
    findForKitchen: (reference: string) =>
      orderRepository.findByReference(db, reference),

    /** The orders on the kitchen's command line, as stored, oldest first. */
    listForKitchen: (live: readonly OrderStatus[]) =>
      orderRepository.listLive(db, live),

    /** Live orders and those finished since the trading day began, oldest first. */
    listBoard: (dayStart: Date, live: readonly OrderStatus[]) =>
      statuses.listBoard(db, dayStart, live),

    /** Orders any instance changed after `since` (the board's cross-instance poll). */
    listChangedSince: (since: Date) => statuses.changedSince(db, since),

    /** Moves an order only if it is still in `change.from`; false when someone moved it first. */
    changeStatus: (orderId: string, change: StatusChange) =>
      db.transaction(async (tx) => {
        const changed = await statuses.changeStatus(tx, orderId, change)
        if (changed) {
          await onChange(tx, {
            orderId,
            kind: 'status',
            from: change.from,
            to: change.to,
          })
        }
        return changed
      }),

    /** A new quoted time for an order being prepared; false when it is not. */
    setReadyAt: (orderId: string, readyAt: Date) =>
      db.transaction(async (tx) => {
        const changed = await statuses.setReadyAt(tx, orderId, readyAt)
        if (changed) await onChange(tx, { orderId, kind: 'ready-time' })
        return changed
      }),

    /** Marks an order seen; false if it already was. */
    acknowledge: (orderId: string, at: Date) =>
      statuses.acknowledge(db, orderId, at),

    /** Rejects, in one statement, every order nobody acknowledged in time. */
    rejectUnanswered: (
      cutoff: Date,
      at: Date,
      reason: string,
      ringBeforeMinutes: number,
    ) =>
      db.transaction(async (tx) => {
        const rejected = await statuses.rejectUnanswered(
          tx,
          cutoff,
          at,
          reason,
          ringBeforeMinutes,
        )
        for (const order of rejected) {
          await onChange(tx, {
            orderId: order.id,
            kind: 'status',
            from: 'pending',
            to: 'rejected',
          })
        }
        return rejected
      }),
  }
}
