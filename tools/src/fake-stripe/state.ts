import type { SessionDraft } from './checkout-params'
import type { RecordedEvent } from './events'
import type {
  Charge,
  CheckoutSession,
  LineItem,
  PaymentIntent,
  Refund,
} from './objects'
import { resourceMissing } from './stripe-error'

/** A session plus what Stripe keeps beside it: its lines and the PaymentIntent's data. */
export type StoredSession = {
  session: CheckoutSession
  lineItems: LineItem[]
  paymentIntentData: SessionDraft['paymentIntent']
}

/**
 * Everything the fake Stripe account holds. `emit` records an event and hands it to the
 * webhook; its promise settles once that delivery is answered (or queued, when held).
 */
export type Store = {
  sessions: Map<string, StoredSession>
  paymentIntents: Map<string, PaymentIntent>
  charges: Map<string, Charge>
  refunds: Map<string, Refund>
  events: Map<string, RecordedEvent>
  /** Unix seconds. */
  now(): number
  emit(type: string, object: object): Promise<void>
}

export function createStore(
  now: () => Date,
  emit: (store: Store, type: string, object: object) => Promise<void>,
): Store {
  const store: Store = {
    sessions: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: new Map(),
    now: () => Math.floor(now().getTime() / 1000),
    emit: (type, object) => emit(store, type, object),
  }
  return store
}

/** The object with this id, or Stripe's 404 (`No such checkout.session: 'cs_…'`). */
export function findOrMissing<T>(
  map: Map<string, T>,
  id: string,
  object: string,
  param: string,
): T {
  const found = map.get(id)
  if (found === undefined) throw resourceMissing(object, id, param)
  return found
}

export const findSession = (store: Store, id: string) =>
  findOrMissing(store.sessions, id, 'checkout.session', 'session')

/** Object.assign that checks the changes against the object's type. */
export const update = <T extends object>(target: T, changes: Partial<T>) =>
  Object.assign(target, changes)
