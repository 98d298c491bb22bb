import type { StoredOrder } from '../order/order.types'
import type { ClaimedNotice, RenderedNotice } from './notification.types'
import { receiptEmail, refundEmail, type Seller } from './notification-receipt'
import { orderText } from './notification-texts'

export type RenderDeps = {
  /** The order as it is now, by id. */
  findOrder: (orderId: string) => Promise<StoredOrder | null>
  /** The restaurant's name, address and VAT details from the owner's site settings. */
  seller: () => Promise<Seller>
  siteUrl: string
}

/** Turns an outbox row into the words its provider sends. */
export function createNoticeRenderer(deps: RenderDeps) {
  return async (notice: ClaimedNotice): Promise<RenderedNotice> => {
    const [order, seller] = await Promise.all([
      deps.findOrder(notice.order_id),
      deps.seller(),
    ])
    if (!order) throw new Error(`order ${notice.order_id} is gone`)
    const link = `${deps.siteUrl}/orders/${order.order_number}`
    if (notice.channel === 'email') {
      const email =
        notice.kind === 'refund'
          ? refundEmail(order, seller, notice.data, link)
          : receiptEmail(order, seller, link)
      return { channel: 'email', ...email }
    }
    const text = orderText(notice.kind, notice.data, {
      restaurant: seller.name,
      orderNumber: order.order_number,
      orderType: order.order_type,
      link,
    })
    if (!text) throw new Error(`a ${notice.kind} notice has no text`)
    return { channel: 'sms', text }
  }
}
