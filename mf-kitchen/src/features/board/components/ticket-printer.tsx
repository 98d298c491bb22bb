import { createPortal } from 'react-dom'
import { usePrintingOrder } from '../state/print-store'
import { KitchenTicket } from './kitchen-ticket'

/**
 * Puts the ticket being printed straight under the page's body, outside the
 * shell's layout, so the print rules can hide everything else.
 */
export function TicketPrinter() {
  const order = usePrintingOrder()
  return order
    ? createPortal(<KitchenTicket order={order} />, document.body)
    : null
}
