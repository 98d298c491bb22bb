import type { KitchenSettings } from '@food/shared/types'
import type { OrderService } from '../order/order.service'
import type { StoredOrder } from '../order/order.types'
import type { StaffOrder } from './kitchen.schema'
import { toStaffOrder } from './kitchen.service'

/** What an open board is sent: an order that changed, or the board's new rules. */
type BoardEvent =
  | { name: 'order'; data: StaffOrder }
  | { name: 'settings'; data: KitchenSettings }
export type BoardListener = (event: BoardEvent) => void

export type KitchenEventsOptions = {
  /** How often the database is asked for orders changed by any instance. */
  pollMs: number
  /** How far back each poll looks again: a transaction that began earlier may commit late. */
  overlapMs?: number
  /** The board's rules now (from the shop's kept settings row: no query on most polls). */
  settings: () => Promise<KitchenSettings>
  now: () => Date
}

/**
 * Live changes for every open board. A change made in this process is pushed at once
 * (`notify`); changes made by other API instances are found by one query per poll for all
 * boards together: orders whose `updated_at` moved since the last look. Each poll looks a few
 * seconds further back than the last one and sends only what it has not sent, so an order
 * written by a transaction that committed late is not missed. The board's rules are sent
 * when they differ from the last ones sent: at once after a change here (`settingsChanged`),
 * within the settings cache's lifetime after one on another instance.
 */
export function createKitchenEvents(
  orders: Pick<OrderService, 'listChangedSince' | 'findForKitchen'>,
  { pollMs, overlapMs = 5000, settings, now }: KitchenEventsOptions,
) {
  const listeners = new Set<BoardListener>()
  /** `${status}/${print state}/${attempts} ${changed at}` last sent per order. */
  const sent = new Map<string, string>()
  let since = new Date()
  let timer: NodeJS.Timeout | null = null
  let polling = false
  /** The rules last sent (JSON), or null until the first look. */
  let rulesSent: string | null = null

  /** The order's row or its ticket's printing, whichever changed last. */
  const changedAt = (order: StoredOrder) =>
    new Date(
      Math.max(
        new Date(order.updated_at).getTime(),
        order.print_job ? new Date(order.print_job.updated_at).getTime() : 0,
      ),
    )
  // The ticket's state and attempt too: a quick send can end within the millisecond it began.
  const fingerprint = (order: StoredOrder) =>
    `${order.status}/${order.print_job?.state}/${order.print_job?.attempts} ${changedAt(order).toISOString()}`

  function broadcast(order: StoredOrder) {
    const seen = fingerprint(order)
    if (sent.get(order.id) === seen) return
    sent.set(order.id, seen)
    const view = toStaffOrder(order, now())
    for (const listener of listeners) listener({ name: 'order', data: view })
  }

  /**
   * Sends the rules if they changed since last sent (a poll's first look only notes them);
   * `isChanged`: this process changed them, send them anyway.
   */
  async function checkSettings(isChanged = false) {
    const rules = await settings()
    const seen = JSON.stringify(rules)
    const isChange = isChanged || (rulesSent !== null && rulesSent !== seen)
    rulesSent = seen
    if (!isChange) return
    for (const listener of listeners)
      listener({ name: 'settings', data: rules })
  }

  async function poll() {
    if (polling || listeners.size === 0) return
    polling = true
    try {
      const changed = await orders.listChangedSince(
        new Date(since.getTime() - overlapMs),
      )
      for (const order of changed) {
        broadcast(order)
        const updated = changedAt(order)
        if (updated > since) since = updated
      }
      forgetOld()
      await checkSettings()
    } catch {
      // A failed poll is retried on the next tick; the streams stay open.
    } finally {
      polling = false
    }
  }

  /** Fingerprints older than the overlap can never be asked about again. */
  function forgetOld() {
    if (sent.size < 1000) return
    const horizon = since.getTime() - overlapMs
    for (const [id, seen] of sent) {
      const updated = Date.parse(seen.slice(seen.indexOf(' ') + 1))
      if (updated < horizon) sent.delete(id)
    }
  }

  return {
    /** Calls the listener with every change from now on; returns the unsubscribe function. */
    subscribe(listener: BoardListener): () => void {
      if (listeners.size === 0) {
        since = new Date(Date.now() - overlapMs)
        rulesSent = null
      }
      listeners.add(listener)
      if (!timer) {
        timer = setInterval(() => void poll(), pollMs)
        timer.unref()
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && timer) {
          clearInterval(timer)
          timer = null
        }
      }
    },

    /** Pushes a change made in this process without waiting for the next poll. */
    async notify(orderId: string) {
      if (listeners.size === 0) return
      const order = await orders.findForKitchen(orderId).catch(() => null)
      if (order) broadcast(order)
    },

    /** The board's rules changed in this process: open boards get them now. */
    async settingsChanged() {
      if (listeners.size === 0) return
      await checkSettings(true)
    },

    boardCount: () => listeners.size,

    close() {
      if (timer) clearInterval(timer)
      timer = null
      listeners.clear()
    },
  }
}

export type KitchenEvents = ReturnType<typeof createKitchenEvents>
