import type { Db } from '../../db/client'
import type { MailProvider } from '../mail/mail.types'
import type { StoredOrder } from '../order/order.types'
import type { SmsProvider } from '../sms/sms.types'
import { createNotificationService } from './notification.service'
import type { Seller } from './notification-receipt'
import { createNoticeRenderer } from './notification-render'
import { createNotificationWorker } from './notification-worker'

export type NotificationDeps = {
  db: Db
  sms: SmsProvider
  mail: MailProvider
  findOrder: (orderId: string) => Promise<StoredOrder | null>
  seller: () => Promise<Seller>
  siteUrl: string
  /** A text given up after its retries: the boards show it. */
  onFailed: (orderId: string) => Promise<void>
  log: (error: unknown) => void
  now: () => Date
}

/** The outbox's two halves: what writes notices in a change's transaction, and what sends them. */
export function createNotifications(deps: NotificationDeps) {
  const service = createNotificationService({ now: deps.now })
  const worker = createNotificationWorker({
    db: deps.db,
    sms: deps.sms,
    mail: deps.mail,
    render: createNoticeRenderer(deps),
    onFailed: deps.onFailed,
    log: deps.log,
    now: deps.now,
  })
  return { service, worker }
}
