import { formatDate, formatMoney } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { StoredOrder } from '../order/order.types'
import type { NoticeData } from './notification.types'

/** Who the receipt is from, as a UK VAT receipt must say. */
export type Seller = {
  name: string
  address: { line1: string; line2: string; city: string; postcode: string }
  vatNumber: string
  vatRatePercent: number
}

type Email = { subject: string; text: string; html: string }

/** Text from the database goes into HTML as text, never as markup. */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ] ?? c,
  )

const sellerLines = (seller: Seller) =>
  [
    seller.name,
    seller.address.line1,
    seller.address.line2,
    `${seller.address.city} ${seller.address.postcode}`.trim(),
    seller.vatNumber ? `VAT number: ${seller.vatNumber}` : '',
  ].filter((line) => line.trim() !== '')

/** The money lines of a receipt: label and amount, VAT last. */
function moneyLines(order: StoredOrder, seller: Seller): [string, string][] {
  const lines: [string, string][] = [
    ['Subtotal', formatMoney(order.total_amount)],
  ]
  if (order.discount_amount > 0) {
    lines.push([
      `Discount (${order.discount_percentage}%)`,
      `-${formatMoney(order.discount_amount)}`,
    ])
  }
  if (order.order_type === 'delivery') {
    lines.push(['Delivery', formatMoney(order.delivery_fee)])
  }
  lines.push(
    ['Total (VAT included)', formatMoney(order.final_amount)],
    ['Total excluding VAT', formatMoney(order.final_amount - order.tax_amount)],
    [`VAT at ${seller.vatRatePercent}%`, formatMoney(order.tax_amount)],
  )
  return lines
}

const itemLine = (item: StoredOrder['items'][number]) => ({
  name: `${item.quantity} × ${item.name}${
    item.addons.length ? ` (${item.addons.map((a) => a.name).join(', ')})` : ''
  }`,
  amount: formatMoney(item.line_total),
})

const wrap = (inner: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.4;color:#222"><div style="max-width:560px;margin:0 auto">${inner}</div></body></html>`

const row = (label: string, amount: string, strong = false) =>
  `<tr><td style="padding:4px 0${strong ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap${strong ? ';font-weight:bold' : ''}">${escapeHtml(amount)}</td></tr>`

/** The VAT receipt sent when an order is accepted: plain text and HTML with the same facts. */
export function receiptEmail(
  order: StoredOrder,
  seller: Seller,
  link: string,
): Email {
  const placed = new Date(order.created_at)
  const when = `${formatDate(placed)} ${formatShopTime(placed)}`
  const items = order.items.map(itemLine)
  const money = moneyLines(order, seller)
  const subject = `Your receipt for order ${order.order_number} from ${seller.name}`
  const text = [
    `Thank you for your order ${order.order_number}. ${seller.name} has accepted it.`,
    '',
    ...sellerLines(seller),
    `Date: ${when}`,
    `Order: ${order.order_number}`,
    '',
    ...items.map((item) => `${item.name}  ${item.amount}`),
    '',
    ...money.map(([label, amount]) => `${label}: ${amount}`),
    '',
    `Follow your order: ${link}`,
  ].join('\n')
  const html = wrap(
    [
      `<h1 style="font-size:20px">Receipt for order ${escapeHtml(order.order_number)}</h1>`,
      `<p>Thank you for your order. ${escapeHtml(seller.name)} has accepted it.</p>`,
      `<p>${sellerLines(seller).map(escapeHtml).join('<br>')}<br>Date: ${escapeHtml(when)}</p>`,
      '<table role="presentation" style="width:100%;border-collapse:collapse">',
      ...items.map((item) => row(item.name, item.amount)),
      '<tr><td colspan="2"><hr></td></tr>',
      ...money.map(([label, amount], index) =>
        row(label, amount, index === money.length - 3),
      ),
      '</table>',
      `<p><a href="${escapeHtml(link)}">Follow your order</a></p>`,
    ].join(''),
  )
  return { subject, text, html }
}

/** The email sent when money goes back to the customer's card. */
export function refundEmail(
  order: StoredOrder,
  seller: Seller,
  data: NoticeData,
  link: string,
): Email {
  const amount = formatMoney(data.refund ?? 0)
  const subject = `${seller.name} refunded ${amount} for order ${order.order_number}`
  const said = `We have refunded ${amount} to the card you paid with for order ${order.order_number}. Banks usually show it within 5 to 10 days.`
  return {
    subject,
    text: [said, '', ...sellerLines(seller), '', `Your order: ${link}`].join(
      '\n',
    ),
    html: wrap(
      `<p>${escapeHtml(said)}</p><p>${sellerLines(seller).map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(link)}">Your order</a></p>`,
    ),
  }
}
