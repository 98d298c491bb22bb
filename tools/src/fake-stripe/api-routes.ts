import type { FormObject } from './form-body'
import { createRefund } from './refunds'
import { createSession, expireSession } from './sessions'
import { findOrMissing, findSession, type Store } from './state'
import { StripeApiError } from './stripe-error'

type Route = {
  method: 'GET' | 'POST'
  pattern: RegExp
  handle(id: string, params: FormObject): object
}

/**
 * The /v1 endpoints a Checkout payment uses. A handler returns the object to send, or
 * throws a StripeApiError; `expand[]` is accepted everywhere and changes nothing.
 */
export function createApiRoutes(store: Store, baseUrl: string) {
  const retrieve =
    (map: Map<string, object>, object: string, param: string) => (id: string) =>
      findOrMissing(map, id, object, param)
  const routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_, params) => createSession(store, baseUrl, params),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: (id) => findSession(store, id).session,
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      handle: (id) => expireSession(store, id).session,
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: (_, params) => createRefund(store, params),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      handle: retrieve(store.refunds, 'refund', 'refund'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: retrieve(store.paymentIntents, 'payment_intent', 'intent'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/charges\/([^/]+)$/,
      handle: retrieve(store.charges, 'charge', 'charge'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events\/([^/]+)$/,
      handle: (id) =>
        JSON.parse(findOrMissing(store.events, id, 'event', 'id').body),
    },
  ]

  return (method: string, path: string, params: FormObject): object => {
    for (const route of routes) {
      const match = route.pattern.exec(path)
      if (match && route.method === method) {
        // Ids are letters, digits and underscores, the same encoded or not.
        return route.handle(match[1] ?? '', params)
      }
    }
    throw unrecognised(method, path)
  }
}

// Stripe's answer to a path or method it has no endpoint for.
const unrecognised = (method: string, path: string) =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  )
