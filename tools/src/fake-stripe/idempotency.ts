import type { FormValue } from './form-body'
import { StripeApiError } from './stripe-error'

export type SavedReply = { status: number; body: string }
type Saved = { path: string; params: string; reply: SavedReply }

/**
 * Stripe's idempotency keys: a POST whose key was seen before gets the first reply again
 * and changes nothing; the same key on another path or with other parameters is refused.
 * The official library sends a key of its own on every POST and reuses it when it retries,
 * so a retry after a lost reply is a replay here too.
 */
export class IdempotencyKeys {
  private readonly saved = new Map<string, Saved>()

  /** The reply to replay, null for a new key, or Stripe's idempotency_error. */
  replayFor(key: string, path: string, params: FormValue): SavedReply | null {
    const saved = this.saved.get(key)
    if (!saved) return null
    const tryAnother = `Try using a key other than '${key}' if you meant to execute a different request.`
    if (saved.path !== path) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.path}' vs '${path}'). ${tryAnother}`,
      )
    }
    if (saved.params !== canonical(params)) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. ${tryAnother}`,
      )
    }
    return saved.reply
  }

  /**
   * The server saves successful replies only. Stripe keeps none for a request refused while
   * its parameters are checked (most refusals here), and an outage from failNextRequests
   * must not stick to the key either: the library's retry has to go through.
   */
  save(key: string, path: string, params: FormValue, reply: SavedReply) {
    this.saved.set(key, { path, params: canonical(params), reply })
  }
}

const idempotencyError = (message: string) =>
  new StripeApiError(400, 'idempotency_error', message)

// The same parameters in another order are the same request.
function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  const keys = Object.keys(value).sort()
  const pairs = keys.map(
    (key) => `${JSON.stringify(key)}:${canonical(value[key] as FormValue)}`,
  )
  return `{${pairs.join(',')}}`
}
