/** What a customer is told about an order, by text or by email. */
export type NoticeKind =
  | 'accepted'
  | 'time_changed'
  | 'rejected'
  | 'cancelled'
  | 'ready'
  | 'out_for_delivery'
  | 'receipt'
  | 'refund'

export type NoticeChannel = 'sms' | 'email'

/** The facts of the change, kept with the notice: what the text says even if the order moves on. */
export type NoticeData = {
  /** When the customer can expect the food (ready, or at the door), for accepted/time_changed. */
  expectedAt?: string
  /** Why it was rejected or cancelled. */
  reason?: string | null
  /** Pence going back to the card (rejected/cancelled when paid online, a refund). */
  refund?: number
}

/** A change to an order that may call for a notice, handed over inside its transaction. */
export type OrderChange =
  | { orderId: string; kind: 'status'; from: string; to: string }
  | { orderId: string; kind: 'ready-time' }
  | { orderId: string; kind: 'refund'; amount: number }

/** One row of the outbox, as a worker claims it. */
export type ClaimedNotice = {
  id: string
  order_id: string
  channel: NoticeChannel
  kind: NoticeKind
  recipient: string
  data: NoticeData
  attempts: number
  claim_token: string
  created_at: Date | string
}

/** A rendered text or email, ready for its provider. */
export type RenderedNotice =
  | { channel: 'sms'; text: string }
  | { channel: 'email'; subject: string; text: string; html: string }
