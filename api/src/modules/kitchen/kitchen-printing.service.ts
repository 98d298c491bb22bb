import { formatShopTime } from '@food/shared/time'
import {
  parsePrinterAddress,
  VALIDATION_MESSAGES,
} from '@food/shared/validation'
import type { PrinterPayload } from '@food/shared/wire'
import type { Db } from '../../db/client'
import {
  BadRequestError,
  ConflictError,
  OrderNotFoundError,
} from '../../errors'
import type { OrderService } from '../order/order.service'
import type { StoredOrder } from '../order/order.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import { toStaffOrder } from './kitchen.service'
import { printingRepository as repository } from './kitchen-printing.repository'
import {
  isPrinterModel,
  PRINTER_MODEL_NAMES,
  type PrinterModel,
  printerModelName,
} from './printer-models'
import { PrinterError, sendToPrinter } from './printer-socket'
import { testPageBytes, ticketBytes } from './ticket-bytes'

type Member = { id: string | null; name: string }

/** The printer as the owner set it (Site → Kitchen printer); a null address: none. */
type StoredPrinter = {
  address: { host: string; port: number } | null
  model: string
}

export type PrintingDeps = {
  db: Db
  orders: Pick<OrderService, 'findForKitchen'>
  /** The restaurant's name, printed at the top, and the owner's switch and printer. */
  shop: {
    name: () => Promise<string>
    autoPrint: () => Promise<boolean>
    setAutoPrint: (on: boolean) => Promise<void>
    printer: () => Promise<StoredPrinter>
    setPrinter: (printer: StoredPrinter) => Promise<void>
  }
  audit: StaffAuditService
  notify: (orderId: string) => Promise<void>
  /** Tells the open boards their settings (the printer among them) changed. */
  onSettingsChanged: () => Promise<void>
  /** How long a send may take (PRINTER_TIMEOUT_MS, a deployment setting). */
  timeoutMs: number
  /** Where a send that broke down (the database, not the printer) is logged. */
  report: (error: unknown) => void
  now: () => Date
}

/** Where tickets go now: the owner's printer with the send's time limit, or null. */
type PrinterConfig = {
  host: string
  port: number
  model: PrinterModel
  timeoutMs: number
}

const where = (address: { host: string; port: number }) =>
  `${address.host}:${address.port}`

const notSet = () =>
  new ConflictError(
    'PRINTER_NOT_SET',
    'No kitchen printer is set up (Site → Kitchen printer): print the ticket from this screen instead.',
  )

/** The printer as the audit log keeps it: "192.168.1.50:9100" or null, and the model. */
const audited = (printer: StoredPrinter) => ({
  address: printer.address ? where(printer.address) : null,
  model: printer.model,
})

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
  const { db, orders, audit, notify, timeoutMs, now } = deps
  /** The printer tickets go to, as the board and the owner's settings show it. */
  async function printer() {
    const { address, model } = await deps.shop.printer()
    return address ? { address: where(address), model } : null
  }

  /** The owner's Kitchen printer section: the switch, the printer, the models to choose. */
  async function settings() {
    return {
      autoPrint: await deps.shop.autoPrint(),
      printer: await printer(),
      model: (await deps.shop.printer()).model,
      models: PRINTER_MODEL_NAMES,
    }
  }

  /** Sends started by an accept, still on their way (the app waits for them on close). */
  const inFlight = new Set<Promise<void>>()

  async function find(reference: string) {
    const order = await orders.findForKitchen(reference.trim())
    if (!order) throw new OrderNotFoundError()
    return order
  }

  /** The printer tickets go to now, read from the (cached) settings row. */
  async function current(): Promise<PrinterConfig | null> {
    const { address, model } = await deps.shop.printer()
    // The model was checked when saved; one the encoder no longer knows prints as the default.
    if (!address) return null
    return {
      ...address,
      model: isPrinterModel(model) ? model : 'epson-tm-m30iii',
      timeoutMs,
    }
  }

  /** Claims the ticket's job; the send that follows, or null when another holds it. */
  async function claim(
    by: Member,
    order: StoredOrder,
    reprint: boolean,
    printer: PrinterConfig,
  ) {
    const at = now()
    const job = await repository.claim(db, {
      orderId: order.id,
      by,
      at,
      reprint,
      // A send lasts timeoutMs plus the hang-up grace; twice that and its API is gone.
      staleBefore: new Date(at.getTime() - 2 * timeoutMs - 10_000),
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
      const printer = await current()
      if (!printer) throw notSet()
      const order = await find(reference)
      const sending = await claim(by, order, reprint, printer)
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
      const printer = await current()
      if (!printer || !(await deps.shop.autoPrint())) return false
      const sending = await claim(by, await find(orderId), false, printer)
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
      return settings()
    },

    /**
     * The owner's printer: an address as on its self-test slip (empty: none, tickets print
     * from the browser) and its model. Audited with what it was; the boards hear it at once.
     */
    async setPrinter(by: Member, body: PrinterPayload) {
      const typed = body.address.trim()
      const address = typed ? parsePrinterAddress(typed) : null
      if (typed && !address) {
        throw new BadRequestError(
          VALIDATION_MESSAGES.printerAddress,
          'PRINTER_ADDRESS_INVALID',
        )
      }
      if (!isPrinterModel(body.model)) {
        throw new BadRequestError(
          VALIDATION_MESSAGES.printerModel,
          'PRINTER_MODEL_UNKNOWN',
        )
      }
      const before = await deps.shop.printer()
      await deps.shop.setPrinter({ address, model: body.model })
      await audit.record(by, now(), {
        action: 'printer-changed',
        subject: 'kitchen printer',
        before: audited(before),
        after: audited({ address, model: body.model }),
      })
      await deps.onSettingsChanged()
      const saved = await settings()
      return {
        message: saved.printer
          ? `Tickets now print on the ${printerModelName(body.model)} at ${saved.printer.address}.`
          : 'No kitchen printer is set: tickets print from the tablet’s browser.',
        settings: saved,
      }
    },

    /**
     * A short test page on the printer now set, with the sentence a ticket's card would show.
     * No order's print job is touched.
     */
    async printTestPage(by: Member) {
      const printer = await current()
      if (!printer) throw notSet()
      const address = where(printer)
      let error: string | null = null
      try {
        const bytes = testPageBytes(await deps.shop.name(), now(), {
          model: printer.model,
          modelName: printerModelName(printer.model),
          address,
        })
        await sendToPrinter(printer, bytes)
      } catch (failure) {
        if (!(failure instanceof PrinterError)) throw failure
        error = failure.message
      }
      await audit.record(by, now(), {
        action: error ? 'test-page-not-printed' : 'test-page-printed',
        subject: 'kitchen printer',
        after: { address, model: printer.model, error },
      })
      return {
        printed: error === null,
        message: error
          ? `The test page did not print: ${error}`
          : `The test page printed on the printer at ${address}.`,
      }
    },

    /** The printer tickets go to, for the board and the owner's settings. */
    printer,
    settings,

    /** Waits for the sends still running (the app is closing). */
    drain: async () => {
      await Promise.all(inFlight)
    },
  }
}

export type KitchenPrintingService = ReturnType<
  typeof createKitchenPrintingService
>
