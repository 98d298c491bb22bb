// The Stripe objects the fake keeps, in the API's JSON shape (the fields Checkout payments
// use; Stripe sends more). Times are unix seconds, amounts in the currency's minor unit.

export type Metadata = Record<string, string>

export type CheckoutSession = {
  id: string
  object: 'checkout.session'
  /** Stripe clears it once the session is no longer open, and so does the fake. */
  url: string | null
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid'
  amount_subtotal: number
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Metadata
  success_url: string
  cancel_url: string | null
  expires_at: number
  created: number
  mode: 'payment'
  livemode: false
  payment_intent: string | null
}

/** A line of the session (Stripe lists them at /line_items; the fake only shows them). */
export type LineItem = {
  name: string
  description: string | null
  unitAmount: number
  quantity: number
}

export type PaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  description: string | null
  status: 'processing' | 'succeeded' | 'requires_payment_method'
  latest_charge: string | null
  metadata: Metadata
  created: number
  livemode: false
}

export type Charge = {
  id: string
  object: 'charge'
  amount: number
  amount_captured: number
  amount_refunded: number
  captured: boolean
  paid: boolean
  refunded: boolean
  currency: string
  description: string | null
  payment_intent: string
  status: 'pending' | 'succeeded' | 'failed'
  metadata: Metadata
  created: number
  livemode: false
}

export type Refund = {
  id: string
  object: 'refund'
  amount: number
  currency: string
  charge: string
  payment_intent: string
  status: 'succeeded'
  reason: string | null
  metadata: Metadata
  created: number
}
