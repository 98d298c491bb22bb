import type { StaffOrder } from '@food/shared/types'
import { flushSync } from 'react-dom'
import { create } from 'zustand'

/**
 * Set on the page's body while a ticket prints: the print rules then hide
 * everything but the ticket, the shell's header and footer too.
 */
export const PRINTING_CLASS = 'mf_kitchen-printing'

type Printing = { order: StaffOrder | null }

/** The order whose kitchen ticket is printing (the board's TicketPrinter shows it). */
const printStore = create<Printing>(() => ({ order: null }))

function finishPrinting() {
  document.body.classList.remove(PRINTING_CLASS)
  printStore.setState({ order: null })
}

/**
 * Prints one order's kitchen ticket: the ticket is put on the page first
 * (synchronously, so the print sees it), then the browser's print runs; the
 * ticket goes away after it (`afterprint`).
 */
export function printTicket(order: StaffOrder) {
  flushSync(() => printStore.setState({ order }))
  document.body.classList.add(PRINTING_CLASS)
  window.addEventListener('afterprint', finishPrinting, { once: true })
  window.print()
}

/** No ticket printing (tests). */
export function resetPrinting() {
  window.removeEventListener('afterprint', finishPrinting)
  finishPrinting()
}

export const usePrintingOrder = () => printStore((printing) => printing.order)
