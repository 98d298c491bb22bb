import { newId } from './ids'
import type { Charge, PaymentIntent } from './objects'
import { findOrMissing, findSession, type Store, update } from './state'

export type PayOptions = { amount?: number; async?: boolean }

/**
 * The customer pays on the hosted page: the session completes, and a PaymentIntent and its
 * Charge appear. An async (delayed) method completes the session unpaid with the payment
 * processing, as a bank debit does, until settleAsyncPayment. `delivered` settles when
 * checkout.session.completed has been answered.
 */
export function completeSession(
  store: Store,
  sessionId: string,
  options: PayOptions = {},
) {
  const stored = findSession(store, sessionId)
  const { session, paymentIntentData } = stored
  if (session.status !== 'open') {
    throw new Error(`${sessionId} is ${session.status}, not open: cannot pay`)
  }
  const amount = options.amount ?? session.amount_total
  if (!Number.isInteger(amount) || amount < 0) {
    throw new Error(
      `pay: amount must be a whole number of pence, not ${amount}`,
    )
  }
  const isSettled = !options.async
  const created = store.now()
  const intentId = newId('pi')
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: isSettled ? amount : 0,
    amount_refunded: 0,
    captured: isSettled,
    paid: isSettled,
    refunded: false,
    currency: session.currency,
    description: paymentIntentData.description,
    payment_intent: intentId,
    status: isSettled ? 'succeeded' : 'pending',
    // Stripe copies the PaymentIntent's metadata onto the charges it makes.
    metadata: { ...paymentIntentData.metadata },
    created,
    livemode: false,
  }
  const intent: PaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    amount,
    amount_received: isSettled ? amount : 0,
    currency: session.currency,
    description: paymentIntentData.description,
    status: isSettled ? 'succeeded' : 'processing',
    latest_charge: charge.id,
    metadata: { ...paymentIntentData.metadata },
    created,
    livemode: false,
  }
  store.charges.set(charge.id, charge)
  store.paymentIntents.set(intent.id, intent)
  update(session, {
    status: 'complete',
    payment_status: isSettled ? 'paid' : 'unpaid',
    amount_total: amount,
    payment_intent: intent.id,
    url: null,
  })
  return {
    session,
    delivered: store.emit('checkout.session.completed', session),
  }
}

/** The delayed payment of an async pay() clears or fails, days later at Stripe. */
export function settleAsyncPayment(
  store: Store,
  sessionId: string,
  result: 'succeeded' | 'failed',
) {
  const { session } = findSession(store, sessionId)
  const intent = session.payment_intent
    ? store.paymentIntents.get(session.payment_intent)
    : undefined
  if (intent?.status !== 'processing') {
    throw new Error(`${sessionId} has no payment waiting to clear`)
  }
  const charge = findOrMissing(
    store.charges,
    intent.latest_charge ?? '',
    'charge',
    'charge',
  )
  if (result === 'succeeded') {
    update(intent, { status: 'succeeded', amount_received: intent.amount })
    update(charge, {
      status: 'succeeded',
      paid: true,
      captured: true,
      amount_captured: charge.amount,
    })
    session.payment_status = 'paid'
  } else {
    intent.status = 'requires_payment_method'
    charge.status = 'failed'
  }
  return store.emit(`checkout.session.async_payment_${result}`, session)
}
