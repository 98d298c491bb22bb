import { percentile } from '@food/tools/stats'
import { fillBasket } from './customers.mjs'
import { call } from './http.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Collection passes at any hour with SHOP_STATUS_OVERRIDE=open; delivery has its own hours. */
const ORDER = { order_type: 'collection', payment_method: 'cash' }

const submit = (baseUrl, customer, key) =>
  call(baseUrl, 'POST', '/api/user/order/submit', {
    headers: { ...customer.auth, 'idempotency-key': key },
    body: ORDER,
  })

const describe = (stage, res) =>
  `${stage} ${res.status || res.error}${res.body?.code ? ` ${res.body.code}` : ''}`

/** A visit that could not start this long after it was due is given up, as a customer would. */
const GIVE_UP_MS = 10_000

/** One visit: fill the basket, then submit it with a key of its own. */
async function placeOrder(baseUrl, customer, key, due) {
  const lagMs = performance.now() - due
  if (lagMs > GIVE_UP_MS) {
    return {
      customer,
      key,
      due,
      lagMs,
      error: 'not started: the last visit of this customer was still open',
    }
  }
  const added = await fillBasket(baseUrl, customer)
  const outcome = { customer, key, due, lagMs, addMs: added.ms }
  if (added.status !== 200) return { ...outcome, error: describe('add', added) }
  const res = await submit(baseUrl, customer, key)
  if (res.status !== 201) {
    return { ...outcome, submitMs: res.ms, error: describe('submit', res) }
  }
  return { ...outcome, submitMs: res.ms, orderId: res.body.data._id }
}

/** Submit latency per 10 s of the run: a queue that grows shows as a rising p99. */
function timeline(outcomes, started) {
  const windows = []
  for (const outcome of outcomes) {
    const index = Math.floor((outcome.due - started) / 10_000)
    windows[index] ??= { fromS: index * 10, visits: 0, errors: 0, submitMs: [] }
    const window = windows[index]
    window.visits += 1
    if (outcome.error) window.errors += 1
    if (outcome.submitMs !== undefined) window.submitMs.push(outcome.submitMs)
  }
  return windows.map(({ submitMs, ...window }) => ({
    ...window,
    submitP50Ms: percentile(submitMs, 50),
    submitP99Ms: percentile(submitMs, 99),
  }))
}

function summarize(outcomes, started) {
  const submitMs = outcomes.flatMap((o) => o.submitMs ?? [])
  const errorKinds = {}
  for (const { error } of outcomes.filter((o) => o.error)) {
    errorKinds[error] = (errorKinds[error] ?? 0) + 1
  }
  return {
    started: outcomes.length,
    acknowledged: outcomes.filter((o) => o.orderId).length,
    errors: outcomes.filter((o) => o.error).length,
    errorKinds,
    submitP50Ms: percentile(submitMs, 50),
    submitP99Ms: percentile(submitMs, 99),
    addP50Ms: percentile(
      outcomes.map((o) => o.addMs),
      50,
    ),
    addP99Ms: percentile(
      outcomes.map((o) => o.addMs),
      99,
    ),
    /** How late the latest visit started: > 0 when a customer was still busy with its last. */
    maxStartLagMs: Math.max(0, ...outcomes.map((o) => o.lagMs)),
    elapsedS: (performance.now() - started) / 1000,
    timeline: timeline(outcomes, started),
  }
}

/**
 * Open loop: visit i is due at i / rate seconds whether or not earlier ones have been
 * answered, so a slow API meets a growing queue as it would in the shop. Visits go to the
 * customers in turn; a customer's next visit waits for its last (one basket each), and is
 * given up (an error) if that takes more than GIVE_UP_MS.
 */
export async function runOrders(baseUrl, customers, { rate, count, runId }) {
  const started = performance.now()
  const lastVisit = new Map()
  const visits = []
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    const customer = customers[i % customers.length]
    const key = `bench-${runId}-${i}`
    const visit = (lastVisit.get(customer) ?? Promise.resolve()).then(() =>
      placeOrder(baseUrl, customer, key, due),
    )
    lastVisit.set(customer, visit)
    visits.push(visit)
  }
  const outcomes = await Promise.all(visits)
  return { outcomes, summary: summarize(outcomes, started) }
}

/** Sends a sample of acknowledged submits again with their keys: each must replay its order. */
export async function checkReplays(baseUrl, outcomes, sampleSize = 20) {
  const acknowledged = outcomes.filter((o) => o.orderId)
  const step = Math.max(1, Math.floor(acknowledged.length / sampleSize))
  const sample = acknowledged
    .filter((_, i) => i % step === 0)
    .slice(0, sampleSize)
  let failed = 0
  for (const outcome of sample) {
    const res = await submit(baseUrl, outcome.customer, outcome.key)
    const isReplay =
      res.status === 201 &&
      res.headers['idempotent-replayed'] === 'true' &&
      res.body.data._id === outcome.orderId
    if (!isReplay) failed += 1
  }
  return { replayed: sample.length, replayFailures: failed }
}
