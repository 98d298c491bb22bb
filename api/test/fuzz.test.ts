import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findInconsistencies } from '../scripts/lib/consistency'
import { asAddressOwner } from './helpers/address'
import { asCustomer, line } from './helpers/cart'
import { createCustomer } from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import {
  type FuzzRequest,
  type FuzzWorld,
  offDocumentRequest,
  operationRequest,
} from './helpers/fuzz-requests'
import { createFuzzWorld } from './helpers/fuzz-world'
import { fetchOpenApi, listOperations, type Operation } from './helpers/openapi'
import { orderClient } from './helpers/order'
import { startTestApp, type TestApp } from './helpers/test-app'

// Hostile input at scale: every operation of the OpenAPI document gets valid, boundary and
// malformed requests (types, missing and extra fields, huge and odd strings, injection
// fragments, oversized bodies, bad tokens and ids). Every reply must be a 4xx or 2xx in the
// envelope within 2 s, and the data must still keep its rules afterwards.
// FUZZ_REQUESTS sets the count (default 10,000); FUZZ_SEED replays a run.

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const SLOW_MS = 2000

let t: TestApp
let base: string
let ops: Operation[]
let world: FuzzWorld
let refreshPools: () => Promise<void>
let restoreSessions: () => Promise<void>

beforeAll(async () => {
  t = await startTestApp({
    SHOP_STATUS_OVERRIDE: 'open',
    // The daily cap answers 503 by design; here it must not hide other replies.
    SMS_DAILY_CAP: '1000000',
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  ops = listOperations(await fetchOpenApi(t))
  const me = await createCustomer(t, 'Fuzz Customer')
  const other = await createCustomer(t, 'Other Customer')
  for (const customer of [me, other]) {
    await asAddressOwner(t, customer).addId()
    await asCustomer(t, customer).addBulk([line('item-baklava', 2)])
    await orderClient(t, customer).submit({ order_type: 'collection' })
    await asCustomer(t, customer).addBulk([line('item-water', 1)])
  }
  const fuzz = await createFuzzWorld(t, me, other)
  world = fuzz.world
  refreshPools = fuzz.refresh
  restoreSessions = fuzz.restoreSessions
})
afterAll(() => t.close())

type Reply = { statusCode: number; contentType: string; body: string }

async function send(request: FuzzRequest): Promise<Reply> {
  const { method, url, headers, payload, remoteAddress } = request
  if (!request.overSocket) {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    })
    const contentType = String(res.headers['content-type'] ?? '')
    return { statusCode: res.statusCode, contentType, body: res.body }
  }
  // A stream stays open: read its first event, then hang up.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), SLOW_MS * 2)
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      signal: controller.signal,
    })
    const contentType = res.headers.get('content-type') ?? ''
    if (!contentType.startsWith('text/event-stream'))
      return { statusCode: res.status, contentType, body: await res.text() }
    const events = readEvents(res)
    const first = await events.next(SLOW_MS)
    await events.close()
    return { statusCode: res.status, contentType, body: JSON.stringify(first) }
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

/** What is wrong with a reply, or null when it keeps the contract. */
function problemWith(reply: Reply): string | null {
  const { statusCode, contentType, body } = reply
  if (statusCode >= 500) return '5xx'
  if (statusCode < 300 && contentType.startsWith('image/')) return null
  // The owner's takings download.
  if (statusCode === 200 && contentType.startsWith('text/csv')) return null
  if (statusCode === 200 && contentType.startsWith('text/event-stream')) {
    // A tracking stream opens with its order, the kitchen's board with the whole board.
    const first = JSON.parse(body) as {
      event: string
      data: { _id?: string; orders?: unknown[] }
    }
    const opensWell =
      (first.event === 'order' && first.data._id) ||
      (first.event === 'board' && Array.isArray(first.data.orders))
    return opensWell ? null : 'stream opened without its first event'
  }
  if (!contentType.startsWith('application/json')) return 'not JSON'
  let parsed: { status?: unknown; message?: unknown }
  try {
    parsed = JSON.parse(body)
  } catch {
    return 'not JSON'
  }
  if (typeof parsed?.status !== 'boolean') return 'no boolean status'
  if (statusCode >= 400) {
    if (parsed.status !== false) return 'a failure with status true'
    if (typeof parsed.message !== 'string') return 'a failure without message'
  } else if (parsed.status !== true) return 'a success with status false'
  return null
}

type Tally = {
  sent: number
  ok: number
  refused: number
  failed: number
  slowestMs: number
}

describe(`${REQUESTS} hostile requests to every operation (seed ${SEED})`, () => {
  it(
    'get a 2xx or 4xx in the envelope within 2 s, and the data keeps its rules',
    async () => {
      const byStatus: Record<number, number> = {}
      const byTarget: Record<string, Tally> = {}
      const violations: string[] = []
      let slowest = { ms: 0, target: '' }
      let sent = 0
      const request = fc.oneof(
        {
          weight: 19,
          arbitrary: fc.oneof(...ops.map((op) => operationRequest(world, op))),
        },
        { weight: 1, arbitrary: offDocumentRequest(ops) },
      )
      const startedAt = performance.now()
      await fc.assert(
        fc.asyncProperty(request, async (req) => {
          if (sent > 0 && sent % 250 === 0) await refreshPools()
          sent += 1
          const started = performance.now()
          let problem: string | null
          let reply: Reply | null = null
          try {
            reply = await send(req)
            problem = problemWith(reply)
          } catch (error) {
            problem = `no reply: ${String(error)}`
          }
          const ms = performance.now() - started
          // The rest of the run must still reach the customers' endpoints.
          if (req.url.startsWith('/api/user/logout')) await restoreSessions()
          if (ms > slowest.ms)
            slowest = { ms, target: `${req.method} ${req.url.slice(0, 80)}` }
          if (ms > SLOW_MS && !problem) problem = `took ${Math.round(ms)} ms`
          const code = reply?.statusCode ?? 0
          byStatus[code] = (byStatus[code] ?? 0) + 1
          const tally = byTarget[req.target] ?? {
            sent: 0,
            ok: 0,
            refused: 0,
            failed: 0,
            slowestMs: 0,
          }
          byTarget[req.target] = tally
          tally.slowestMs = Math.max(tally.slowestMs, Math.round(ms))
          tally.sent += 1
          if (code >= 200 && code < 300) tally.ok += 1
          else if (code >= 400 && code < 500) tally.refused += 1
          else tally.failed += 1
          if (problem && violations.length < 30) {
            violations.push(
              `${problem}: ${req.method} ${req.url.slice(0, 120)} ${JSON.stringify(req.headers).slice(0, 120)} ` +
                `${(req.payload ?? '').slice(0, 200)} → ${code} ${reply?.body.slice(0, 200) ?? ''}`,
            )
          }
        }),
        { numRuns: REQUESTS, seed: SEED, endOnFailure: true },
      )
      const seconds = (performance.now() - startedAt) / 1000
      const fiveXx = Object.entries(byStatus)
        .filter(([code]) => Number(code) >= 500 || Number(code) === 0)
        .reduce((sum, [, n]) => sum + n, 0)
      console.table(byTarget)
      console.log(
        [
          `fuzz (seed ${SEED}): ${sent} requests in ${seconds.toFixed(1)} s`,
          `  by status code: ${JSON.stringify(byStatus)}`,
          `  slowest: ${Math.round(slowest.ms)} ms (${slowest.target})`,
          `  5xx or no reply: ${fiveXx}; contract broken: ${violations.length}`,
        ].join('\n'),
      )

      expect(sent).toBe(REQUESTS)
      expect(violations).toEqual([])
      for (const op of ops) {
        expect(
          byTarget[`${op.method} ${op.path}`]?.sent ?? 0,
          `${op.method} ${op.path}`,
        ).toBeGreaterThan(0)
      }
      expect(await findInconsistencies(t.database.db)).toEqual([])
    },
    5 * 60_000,
  )
})
