import type { Db } from '../../db/client'
import {
  type OrderFacts,
  notificationRepository as repository,
} from './notification.repository'
import type { OrderChange } from './notification.types'
import {
  movedTimeNotice,
  statusNotices,
  type Wanted,
} from './notification-rules'

/**
 * Decides what a change to an order tells its customer and writes it to the outbox, in the
 * change's own transaction: the change and its notices commit together or not at all. A
 * worker (notification-worker.ts) sends them.
 */
export function createNotificationService(deps: { now: () => Date }) {
  const { now } = deps

  async function wanted(
    tx: Db,
    change: OrderChange,
    facts: OrderFacts,
  ): Promise<Wanted[]> {
    if (change.kind === 'status') return statusNotices(change, facts)
    if (change.kind === 'refund') {
      return [
        {
          channel: 'email',
          kind: 'refund',
          data: { refund: change.amount },
          cap: 20,
        },
      ]
    }
    const notice = movedTimeNotice(
      facts,
      await repository.lastToldExpectedAt(tx, change.orderId),
    )
    return notice ? [notice] : []
  }

  return {
    /** Called inside the transaction that made the change (its row lock held). */
    async recordOrderChange(tx: Db, change: OrderChange): Promise<void> {
      const facts = await repository.orderFacts(tx, change.orderId)
      if (!facts) return
      const at = now()
      for (const notice of await wanted(tx, change, facts)) {
        // A customer who turned order texts off gets none; emails (receipts) still go.
        if (notice.channel === 'sms' && !facts.order_texts) continue
        await repository.insert(tx, {
          ...notice,
          orderId: change.orderId,
          recipient: notice.channel === 'sms' ? facts.mobile : facts.email,
          at,
        })
      }
    },
  }
}
