import { readCheckoutParams, totalOf } from './checkout-params'
import type { FormObject } from './form-body'
import { newId } from './ids'
import type { CheckoutSession } from './objects'
import { findSession, type Store } from './state'
import { invalidRequest } from './stripe-error'

/** POST /v1/checkout/sessions: an open, unpaid session whose url is the hosted page. */
export function createSession(
  store: Store,
  baseUrl: string,
  params: FormObject,
): CheckoutSession {
  const created = store.now()
  const draft = readCheckoutParams(params, created)
  const id = newId('cs_test', 58)
  const amount = totalOf(draft.lineItems)
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    url: `${baseUrl}/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: amount,
    amount_total: amount,
    currency: draft.currency,
    client_reference_id: draft.clientReferenceId,
    customer_email: draft.customerEmail,
    metadata: draft.metadata,
    success_url: draft.successUrl,
    cancel_url: draft.cancelUrl,
    expires_at: draft.expiresAt,
    created,
    mode: 'payment',
    livemode: false,
    payment_intent: null,
  }
  store.sessions.set(id, {
    session,
    lineItems: draft.lineItems,
    paymentIntentData: draft.paymentIntent,
  })
  return session
}

/**
 * Stripe's own expiry, or POST /v1/checkout/sessions/:id/expire. Only an open session
 * expires; `delivered` settles when checkout.session.expired has been answered.
 */
export function expireSession(store: Store, id: string) {
  const { session } = findSession(store, id)
  if (session.status !== 'open') {
    throw invalidRequest(
      'This Checkout Session is not open and cannot be expired.',
      'session',
    )
  }
  session.status = 'expired'
  session.url = null
  const delivered = store.emit('checkout.session.expired', session)
  return { session, delivered }
}

/** The success URL with Stripe's `{CHECKOUT_SESSION_ID}` template filled in. */
export const successUrlOf = (session: CheckoutSession) =>
  session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id)
