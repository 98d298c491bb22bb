import { formatMoney } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { NoticeData, NoticeKind } from './notification.types'

/** What every text of an order names: the restaurant, the order, and its page. */
export type TextContext = {
  restaurant: string
  orderNumber: string
  orderType: 'delivery' | 'collection'
  /** `${SITE_URL}/orders/${orderNumber}` */
  link: string
}

const timeOf = (iso: string | undefined) =>
  iso ? formatShopTime(new Date(iso)) : null

/** "Ready around 19:45" for a collection, "Arriving around 20:05" for a delivery. */
function expected(context: TextContext, data: NoticeData) {
  const time = timeOf(data.expectedAt)
  if (!time) return ''
  return context.orderType === 'delivery'
    ? ` Arriving around ${time}.`
    : ` Ready around ${time}.`
}

function refunded(data: NoticeData) {
  return data.refund && data.refund > 0
    ? ` Your card payment of ${formatMoney(data.refund)} is being refunded in full.`
    : ''
}

function because(data: NoticeData) {
  const reason = data.reason?.trim().replace(/\.$/, '')
  return reason ? `: ${reason}.` : '.'
}

/**
 * The text a customer gets for a notice; null for a kind that is only emailed. Plain words
 * and the £ sign, which GSM-7 has, so most texts fit one or two segments.
 */
export function orderText(
  kind: NoticeKind,
  data: NoticeData,
  context: TextContext,
): string | null {
  const { restaurant, orderNumber, link } = context
  switch (kind) {
    case 'accepted':
      return `${restaurant} accepted your order ${orderNumber}.${expected(context, data)} ${link}`
    case 'time_changed':
      return `${restaurant}: new time for order ${orderNumber}.${expected(context, data)} ${link}`
    case 'rejected':
      return `Sorry, ${restaurant} could not take your order ${orderNumber}${because(data)}${refunded(data)} ${link}`
    case 'cancelled':
      return `Sorry, ${restaurant} cancelled your order ${orderNumber}${because(data)}${refunded(data)} ${link}`
    case 'ready':
      return `Your order ${orderNumber} is ready for collection at ${restaurant}. ${link}`
    case 'out_for_delivery':
      return `Your order ${orderNumber} from ${restaurant} is out for delivery.${expected(context, data)} ${link}`
    default:
      return null
  }
}

/** What each text told the customer, for the board's line when one could not be sent. */
const TEXT_SUBJECTS: Record<NoticeKind, string> = {
  accepted: 'the order was accepted',
  time_changed: 'the new time',
  rejected: 'the order was rejected',
  cancelled: 'the order was cancelled',
  ready: 'the order is ready',
  out_for_delivery: 'the order is out for delivery',
  receipt: 'the receipt',
  refund: 'the refund',
}

/** The board's line for an order whose text could not be sent after its retries. */
export function unsentTextProblem(kind: string): string {
  const subject = TEXT_SUBJECTS[kind as NoticeKind] ?? 'a change to the order'
  return `The text telling the customer ${subject} could not be sent: phone them.`
}
