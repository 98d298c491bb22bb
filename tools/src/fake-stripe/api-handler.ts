import type { IncomingHttpHeaders } from 'node:http'
import Stripe from 'stripe'
import { FormBodyError, type FormObject, parseFormBody } from './form-body'
import type { IdempotencyKeys, SavedReply } from './idempotency'
import { newId } from './ids'
import { apiError, invalidRequest, StripeApiError } from './stripe-error'

export type RecordedRequest = {
  method: string
  path: string
  idempotencyKey: string | null
  body: Record<string, unknown>
}

export type ApiDeps = {
  route(method: string, path: string, params: FormObject): object
  idempotency: IdempotencyKeys
  requests: RecordedRequest[]
  failures: { remaining: number }
  /** Replies done and kept under their idempotency key, then lost on the way back
   *  (of requests to `path`, or any). */
  lostReplies: { remaining: number; path: string | null }
}

export type ApiRequest = {
  method: string
  path: string
  query: string
  body: string
  headers: IncomingHttpHeaders
}

export type ApiReply = SavedReply & { headers: Record<string, string> }

/**
 * One /v1 request, in Stripe's order: recorded, the outage switch, the API key, the
 * idempotency key, then the endpoint. Every reply is JSON with Stripe's headers.
 */
export function handleApiRequest(deps: ApiDeps, request: ApiRequest): ApiReply {
  const { method, path, headers } = request
  const key = method === 'POST' ? headerOf(headers, 'idempotency-key') : null
  const replyHeaders = {
    'request-id': newId('req', 14),
    'stripe-version': headerOf(headers, 'stripe-version') ?? Stripe.API_VERSION,
    ...(key ? { 'idempotency-key': key } : {}),
  }
  const parsed = parseParams(request)
  deps.requests.push({
    method,
    path,
    idempotencyKey: key,
    body: parsed instanceof FormBodyError ? {} : parsed,
  })
  try {
    if (deps.failures.remaining > 0) {
      deps.failures.remaining -= 1
      throw apiError(
        'Something went wrong on our end (fake Stripe: failNextRequests).',
      )
    }
    checkApiKey(headerOf(headers, 'authorization'))
    if (parsed instanceof FormBodyError) throw invalidRequest(parsed.message)
    const replay = key ? deps.idempotency.replayFor(key, path, parsed) : null
    if (replay) {
      return {
        ...replay,
        headers: { ...replyHeaders, 'idempotent-replayed': 'true' },
      }
    }
    const object = deps.route(method, path, parsed)
    const reply = { status: 200, body: JSON.stringify(object, null, 2) }
    if (key) deps.idempotency.save(key, path, parsed, reply)
    return { ...reply, headers: replyHeaders }
  } catch (error) {
    const refusal =
      error instanceof StripeApiError ? error : apiError(String(error))
    const body = JSON.stringify(refusal, null, 2)
    return { status: refusal.status, body, headers: replyHeaders }
  }
}

// The library sends form bodies on POST and query strings on GET, in the same encoding.
function parseParams({ method, query, body, headers }: ApiRequest) {
  const isForm = (headerOf(headers, 'content-type') ?? '').startsWith(
    'application/x-www-form-urlencoded',
  )
  if (method === 'POST' && body !== '' && !isForm) {
    return new FormBodyError(
      'The fake Stripe reads application/x-www-form-urlencoded bodies only.',
    )
  }
  try {
    return parseFormBody(method === 'POST' ? body : query)
  } catch (error) {
    if (error instanceof FormBodyError) return error
    throw error
  }
}

function checkApiKey(authorization: string | null) {
  const key = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!key) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    )
  }
  // Only test-mode keys: a live key pointed at the fake is a mistake worth stopping.
  if (!/^(sk|rk)_test_\w+$/.test(key)) {
    const shown = `${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 0))}${key.slice(-4)}`
    throw new StripeApiError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${shown}`,
    )
  }
}

function headerOf(headers: IncomingHttpHeaders, name: string) {
  const value = headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? null
}
