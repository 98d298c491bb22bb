import { formatShopTime } from '@food/shared/time'
import type { PrinterConfig } from '../../config/env'
import type { Db } from '../../db/client'
import { ConflictError, OrderNotFoundError } from '../../errors'
import type { OrderService } from '../order/order.service'
import type { StoredOrder } from '../order/order.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import { toStaffOrder } from './kitchen.service'
import { printingRepository as repository } from './kitchen-printing.repository'
import { PrinterError, sendToPrinter } from './printer-socket'
import { ticketBytes } from './ticket-bytes'

type Member = { id: string | null; name: string }

export type PrintingDeps = {
  db: Db
  orders: Pick<OrderService, 'findForKitchen'>
  /** The restaurant's name, printed at the top, and the owner's switch: accepting prints. */
  shop: {
    name: () => Promise<string>
    autoPrint: () => Promise<boolean>
    setAutoPrint: (on: boolean) => Promise<void>
  }
  audit: StaffAuditService
  notify: (orderId: string) => Promise<void>
  printer: PrinterConfig | null
  /** Where a send that broke down (the database, not the printer) is logged. */
  report: (error: unknown) => void
  now: () => Date
}

/** What the card and the caller are told after a request to print. */
function saying(order: StoredOrder, sent: boolean): string {
  const ticket = `The ticket of order ${order.order_number}`
  const job = order.print_job
  if (job?.state === 'failed') return `${ticket} did not print: ${job.error}`
  if (job?.state === 'printing') return `${ticket} is printing.`
  if (sent) return `${ticket} printed.`
  const at = job?.printed_at
    ? ` at ${formatShopTime(new Date(job.printed_at))}`
    : ''
  return `${ticket} already printed${at}: use Reprint for another copy.`
}

/**
 * The kitchen's tickets on the restaurant's receipt printer. A job per order is claimed
 * atomically in the database before anything is sent, so a ticket prints once however many
 * tablets, taps or API instances ask; a failed one is sent again only when asked (Retry), a
 * printed one only for a Reprint.
 */
export function createKitchenPrintingService(deps: PrintingDeps) {
  const { db, orders, audit, notify, printer, now } = deps
  /** Sends started by an accept, still on their way (the app waits for them on close). */
  const inFlight = new Set<Promise<void>>()

  async function find(reference: string) {
    const order = await orders.findForKitchen(reference.trim())
    if (!order) throw new OrderNotFoundError()
    return order
  }

  /** Claims the ticket's job; the send that follows, or null when another holds it. */
  async function claim(by: Member, order: StoredOrder, reprint: boolean) {
    if (!printer) return null
    const at = now()
    const job = await repository.claim(db, {
      orderId: order.id,
      by,
      at,
      reprint,
      // A send lasts timeoutMs plus the hang-up grace; twice that and its API is gone.
      staleBefore: new Date(at.getTime() - 2 * printer.timeoutMs - 10_000),
    })
    if (!job) return null
    await notify(order.id)
    return async () => {
      let error: string | null = null
      try {
        const name = await deps.shop.name()
        await sendToPrinter(printer, ticketBytes(order, name, printer.model))
      } catch (failure) {
        if (!(failure instanceof PrinterError)) throw failure
        error = failure.message
      }
      const done = now()
      await repository.finish(db, job, { error, at: done })
      await audit.record(by, done, {
        action: error ? 'ticket-not-printed' : 'ticket-printed',
        subject: `order ${order.order_number}`,
        after: { attempt: job.attempts, error },
      })
      await notify(order.id)
    }
  }

  return {
    /**
     * Prints (or reprints) an order's ticket now and says how it went; the order comes back
     * with its print state. A ticket another request is sending, or that printed (unless
     * `reprint`), is not sent again.
     */
    async print(by: Member, reference: string, reprint: boolean) {
      if (!printer) {
        throw new ConflictError(
          'PRINTER_NOT_SET',
          'No kitchen printer is set up (PRINTER_URL): print the ticket from this screen instead.',
        )
      }
      const order = await find(reference)
      const sending = await claim(by, order, reprint)
      if (sending) await sending()
      const after = await find(order.id)
      return {
        message: saying(after, sending !== null),
        order: toStaffOrder(after, now()),
      }
    },

    /**
     * After an order is accepted: its ticket goes to the printer when the owner has auto-print
     * on and a printer is set. The send runs on after the reply (the board hears how it went);
     * true when one started.
     */
    async printOnAccept(by: Member, orderId: string): Promise<boolean> {
      if (!printer || !(await deps.shop.autoPrint())) return false
      const sending = await claim(by, await find(orderId), false)
      if (!sending) return false
      // Only a database failure lands in the catch: the job stays 'printing' until it goes
      // stale, and then a Retry takes it.
      const running = sending()
        .catch(deps.report)
        .finally(() => inFlight.delete(running))
      inFlight.add(running)
      return true
    },

    /** The owner's switch: accepting an order prints its ticket. */
    async setAutoPrint(by: Member, on: boolean) {
      await deps.shop.setAutoPrint(on)
      await audit.record(by, now(), {
        action: 'auto-print-changed',
        subject: 'kitchen printer',
        after: { autoPrint: on },
      })
      return { autoPrint: on, printer: this.printer() }
    },

    /** The printer tickets go to, for the board and the owner's settings. */
    printer: () =>
      printer
        ? { address: `${printer.host}:${printer.port}`, model: printer.model }
        : null,

    /** Waits for the sends still running (the app is closing). */
    drain: async () => {
      await Promise.all(inFlight)
    },
  }
}

export type KitchenPrintingService = ReturnType<
  typeof createKitchenPrintingService
>
