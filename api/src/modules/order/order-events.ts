import type { OrderView } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { orderRepository as repository } from './order.repository'
import { toOrderView } from './order-view'

export type OrderListener = (order: OrderView) => void

type Watched = {
  userId: string
  /** `${status} ${updated_at}` last sent, so an unchanged order is not sent again. */
  lastSeen: string
  listeners: Set<OrderListener>
}

export type OrderEventsOptions = {
  /** How often the database is asked about watched orders (changes by other instances). */
  pollMs: number
}

/**
 * Live order updates for open tracking bars. Changes made in this process are pushed at once
 * (`notify`); changes made by another API instance are found by one small query per poll for
 * all watched orders together, so the cost does not grow with the number of open bars.
 */
export function createOrderEvents(db: Db, { pollMs }: OrderEventsOptions) {
  const watched = new Map<string, Watched>()
  let timer: NodeJS.Timeout | null = null
  let polling = false

  const fingerprint = (order: { status: string; updated_at: Date | string }) =>
    `${order.status} ${new Date(order.updated_at).toISOString()}`

  async function refresh(orderId: string) {
    const entry = watched.get(orderId)
    if (!entry) return
    const order = await repository.findForUser(db, entry.userId, orderId)
    if (!order) return
    const seen = fingerprint(order)
    if (seen === entry.lastSeen) return
    entry.lastSeen = seen
    const view = toOrderView(order)
    for (const listener of entry.listeners) listener(view)
  }

  async function poll() {
    if (polling || watched.size === 0) return
    polling = true
    try {
      const states = await repository.findStates(db, [...watched.keys()])
      for (const state of states) {
        if (watched.get(state.id)?.lastSeen !== fingerprint(state)) {
          await refresh(state.id)
        }
      }
    } catch {
      // A failed poll is retried on the next tick; the stream stays open.
    } finally {
      polling = false
    }
  }

  function startTimer() {
    if (timer) return
    timer = setInterval(() => void poll(), pollMs)
    timer.unref()
  }

  return {
    /** Sends the order now and on every change; returns the unsubscribe function. */
    async subscribe(
      userId: string,
      orderId: string,
      listener: OrderListener,
    ): Promise<() => void> {
      const order = await repository.findForUser(db, userId, orderId)
      if (!order) return () => {}
      const entry = watched.get(orderId) ?? {
        userId,
        lastSeen: fingerprint(order),
        listeners: new Set(),
      }
      entry.listeners.add(listener)
      watched.set(orderId, entry)
      listener(toOrderView(order))
      startTimer()
      return () => {
        entry.listeners.delete(listener)
        if (entry.listeners.size === 0) watched.delete(orderId)
        if (watched.size === 0 && timer) {
          clearInterval(timer)
          timer = null
        }
      }
    },

    /** Pushes a change made in this process without waiting for the next poll. */
    notify: (orderId: string) => refresh(orderId).catch(() => {}),

    /** How many orders are watched now (for tests and the health of the hub). */
    watchedCount: () => watched.size,

    close() {
      if (timer) clearInterval(timer)
      timer = null
      watched.clear()
    },
  }
}

export type OrderEvents = ReturnType<typeof createOrderEvents>
