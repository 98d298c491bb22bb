import { addressLines, formatDate, formatMoney } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import { formatMobileWithPrefix } from '@food/shared/validation'
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder'
import type { StoredOrder } from '../order/order.types'
import type { PrinterModel } from './printer-models'

const time = (at: Date | string) => formatShopTime(new Date(at))

/**
 * Typographic characters most code pages lack, as the printer's own: a curly quote the
 * customer's phone typed would otherwise print as "?".
 */
const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '×': 'x',
  '\u00a0': ' ',
}
const plain = (text: string) =>
  text.replace(/[‘’“”–—…×\u00a0]/g, (c) => PLAIN[c] ?? c).replace(/\s+/g, ' ')

function paymentLine(order: StoredOrder): string {
  const total = formatMoney(order.final_amount)
  if (order.payment_mode === 'CARD') return `PAID ONLINE ${total}`
  const what = order.payment_method === 'card' ? 'CARD PAYMENT' : 'CASH'
  return `${what} TO COLLECT ${total}`
}

/** Who it is for: a delivery's address with its name and phone, else the customer's. */
function customerLines(order: StoredOrder): string[] {
  if (order.order_type === 'delivery' && order.address) {
    return addressLines(order.address, { withPhone: true })
  }
  return [order.customer_name, formatMobileWithPrefix(order.customer_mobile)]
}

/** Every slip's head: the printer set up, the restaurant's name in bold, then double size. */
function slipHead(model: PrinterModel, shopName: string) {
  return new ReceiptPrinterEncoder({ printerModel: model })
    .initialize()
    .codepage('auto')
    .align('center')
    .bold(true)
    .line(plain(shopName))
    .bold(false)
    .size(2, 2)
}

/**
 * The kitchen's ticket of one order in the printer's own commands (ESC/POS for Epson,
 * StarPRNT for Star; the model gives the columns, 48 on 80 mm paper in font A), cut at the end.
 */
export function ticketBytes(
  order: StoredOrder,
  shopName: string,
  model: PrinterModel,
): Uint8Array {
  const ticket = slipHead(model, shopName)
  const width = ticket.columns
  const rule = () => ticket.rule({ style: 'single' })
  ticket
    .line(`ORDER ${order.order_number}`)
    .line(order.order_type === 'delivery' ? 'DELIVERY' : 'COLLECTION')
    .size(1, 1)
    .align('left')
    .line(
      `Placed ${formatDate(new Date(order.created_at).toISOString())} ${time(order.created_at)}`,
    )
  if (order.scheduled_for) ticket.line(`For ${time(order.scheduled_for)}`)
  if (order.ready_at) {
    ticket
      .bold(true)
      .size(1, 2)
      .line(`READY ${time(order.ready_at)}`)
    ticket.size(1, 1).bold(false)
  }
  rule()
  ticket.table(
    [
      { width: width - 10, marginRight: 1 },
      { width: 9, align: 'right' },
    ],
    order.items.flatMap((item) => [
      [
        (line) =>
          line
            .bold(true)
            .text(plain(`${item.quantity} x ${item.name}`))
            .bold(false),
        formatMoney(item.line_total),
      ],
      ...item.addons.map((addon) => [`   + ${plain(addon.name)}`, '']),
      ...(item.instructions ? [[`   "${plain(item.instructions)}"`, '']] : []),
    ]),
  )
  if (order.note) {
    rule()
    ticket
      .bold(true)
      .line(plain(`Note: ${order.note}`))
      .bold(false)
  }
  rule()
  for (const line of customerLines(order)) ticket.line(plain(line))
  rule()
  return ticket
    .bold(true)
    .size(1, 2)
    .line(paymentLine(order))
    .size(1, 1)
    .bold(false)
    .table(
      [{ width: width - 10 }, { width: 10, align: 'right' }],
      [['Total', formatMoney(order.final_amount)]],
    )
    .newline(2)
    .cut('partial')
    .encode()
}

/**
 * The owner's test page: the restaurant's name, "Test print", when, and the model and address
 * it was sent for, so the slip shows the printer understood its own commands.
 */
export function testPageBytes(
  shopName: string,
  at: Date,
  printer: { model: PrinterModel; modelName: string; address: string },
): Uint8Array {
  return slipHead(printer.model, shopName)
    .line('Test print')
    .size(1, 1)
    .line(`${formatDate(at.toISOString())} ${time(at)}`)
    .line(plain(printer.modelName))
    .line(printer.address)
    .newline(2)
    .cut('partial')
    .encode()
}
