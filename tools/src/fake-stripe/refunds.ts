import type { FormObject } from './form-body'
import { newId } from './ids'
import { formatMoney } from './money'
import type { Charge, Refund } from './objects'
import { readInteger, readMetadata, readString, rejectUnknown } from './params'
import { findOrMissing, type Store } from './state'
import { invalidRequest } from './stripe-error'

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer']
const KNOWN = [
  'payment_intent',
  'charge',
  'amount',
  'reason',
  'metadata',
  'expand',
]

/**
 * POST /v1/refunds: refunds part or (by default) all of what is left on a paid charge,
 * at once (card refunds start as succeeded in test mode), then sends charge.refunded.
 */
export function createRefund(store: Store, params: FormObject): Refund {
  rejectUnknown(params, KNOWN)
  const charge = refundableCharge(store, params)
  const left = charge.amount - charge.amount_refunded
  if (left === 0) {
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    )
  }
  const amount = readInteger(params.amount, 'amount', 1) ?? left
  if (amount > left) {
    const asked = formatMoney(amount, charge.currency)
    const available = formatMoney(left, charge.currency)
    throw invalidRequest(
      `Refund amount (${asked}) is greater than unrefunded amount on charge (${available})`,
      'amount',
      'amount_too_large',
    )
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    status: 'succeeded',
    reason: readReason(params),
    metadata: readMetadata(params.metadata, 'metadata'),
    created: store.now(),
  }
  store.refunds.set(refund.id, refund)
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  // A refund asked for over the API is not waited on, as with Stripe.
  void store.emit('charge.refunded', charge)
  return refund
}

function refundableCharge(store: Store, params: FormObject): Charge {
  const intentId = readString(params.payment_intent, 'payment_intent')
  const chargeId = readString(params.charge, 'charge')
  if (intentId && chargeId) {
    throw invalidRequest('Pass payment_intent or charge, not both.', 'charge')
  }
  if (chargeId) {
    const charge = findOrMissing(store.charges, chargeId, 'charge', 'charge')
    if (charge.status !== 'succeeded') {
      throw invalidRequest(
        `Charge ${charge.id} has not succeeded, so it cannot be refunded.`,
        'charge',
        'charge_not_refundable',
      )
    }
    return charge
  }
  if (!intentId) {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    )
  }
  const intent = findOrMissing(
    store.paymentIntents,
    intentId,
    'payment_intent',
    'payment_intent',
  )
  const charge = intent.latest_charge
    ? store.charges.get(intent.latest_charge)
    : undefined
  if (charge?.status !== 'succeeded') {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'payment_intent',
      'charge_not_found',
    )
  }
  return charge
}

function readReason(params: FormObject) {
  const reason = readString(params.reason, 'reason') || null
  if (reason !== null && !REASONS.includes(reason)) {
    throw invalidRequest(
      'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
      'reason',
    )
  }
  return reason
}
