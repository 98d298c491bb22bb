import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client'
import type { MailProvider } from '../mail/mail.types'
import type { SmsProvider } from '../sms/sms.types'
import { notificationRepository as repository } from './notification.repository'
import type { ClaimedNotice, RenderedNotice } from './notification.types'

/** How often each instance looks for due notices (retries, and those of other instances). */
const POLL_MS = 1000

/** Tries before a notice is given up and shown on the board. */
const MAX_ATTEMPTS = 6
/** How long a claimed notice is this worker's: far longer than a provider's 10 s time-out. */
const LEASE_MS = 60_000
const BATCH = 20

/** 10 s, 30 s, 90 s, 4.5 min, 13.5 min: a provider down for ~20 minutes delays, loses nothing. */
function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 3 ** (attempts - 1), 15 * 60_000)
}

export type WorkerDeps = {
  db: Db
  sms: SmsProvider
  mail: MailProvider
  /** The notice's words, from the order as it is and what the change recorded. */
  render: (notice: ClaimedNotice) => Promise<RenderedNotice>
  /** A notice was given up: the boards show it. */
  onFailed: (orderId: string) => Promise<void>
  log: (error: unknown) => void
  now: () => Date
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500)

/**
 * Sends the outbox. Every instance runs one; a claim (FOR UPDATE SKIP LOCKED, then a lease)
 * gives each notice to one worker at a time. A crash after the provider accepted a text and
 * before it is marked sent sends it again after the lease: at least once, never lost.
 */
export function createNotificationWorker(deps: WorkerDeps) {
  const { db, now } = deps

  async function hand(rendered: RenderedNotice, recipient: string) {
    if (rendered.channel === 'sms') {
      await deps.sms.send({ mobile: recipient, text: rendered.text })
    } else {
      await deps.mail.send({ to: recipient, ...rendered })
    }
  }

  async function deliver(notice: ClaimedNotice) {
    try {
      await hand(await deps.render(notice), notice.recipient)
      await repository.markSent(db, notice, now(), null)
    } catch (error) {
      deps.log(error)
      if (notice.attempts >= MAX_ATTEMPTS) {
        await repository.markFailed(db, notice, describe(error))
        await deps.onFailed(notice.order_id)
        return
      }
      const retryAt = new Date(now().getTime() + retryDelayMs(notice.attempts))
      await repository.markRetry(db, notice, retryAt, describe(error))
    }
  }

  /** Sends every notice due now; how many it took. */
  async function runDue(): Promise<number> {
    let taken = 0
    for (;;) {
      const at = now()
      const claimed = await repository.claimDue(
        db,
        at,
        new Date(at.getTime() + LEASE_MS),
        randomUUID(),
        BATCH,
      )
      await Promise.all(claimed.map(deliver))
      taken += claimed.length
      if (claimed.length < BATCH) return taken
    }
  }

  // A change made on this instance is sent at once, not at the next sweep.
  let running: Promise<unknown> | null = null
  let again = false
  function kick() {
    if (running) {
      again = true
      return
    }
    running = runDue()
      .catch((error: unknown) => deps.log(error))
      .finally(() => {
        running = null
        if (again) {
          again = false
          kick()
        }
      })
  }

  return {
    runDue,
    kick,
    /** Looks for due notices every second until the returned stop is called. */
    start() {
      const timer = setInterval(kick, POLL_MS)
      timer.unref()
      return async () => {
        clearInterval(timer)
        while (running) await running
      }
    },
  }
}
