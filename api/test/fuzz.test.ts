import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressBody, asAddressOwner } from './helpers/address'
import { asCustomer, line } from './helpers/cart'
import { findInconsistencies } from './helpers/consistency'
import {
  createCustomer,
  expiredToken,
  type TestCustomer,
} from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import {
  type FuzzRequest,
  type FuzzWorld,
  offDocumentRequest,
  operationRequest,
} from './helpers/fuzz-requests'
import { fetchOpenApi, listOperations, type Operation } from './helpers/openapi'
import { orderClient, STAFF_TOKEN } from './helpers/order'
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
let me: TestCustomer
let other: TestCustomer
let world: FuzzWorld

/** Replaces a pool's contents in place, so arbitraries built on it see the new values. */
const refill = (pool: string[], values: string[]) =>
  pool.splice(0, pool.length, ...values)

const column = async (sql: string, params: unknown[] = []) =>
  (await t.database.db.query<{ v: string }>(sql, params)).map((r) => r.v)

// Pools that change as the fuzzer adds, removes and orders.
const myCart: string[] = []
const myAddresses: string[] = []
const myOrders: string[] = []
const otherOrders: string[] = []
const allOrders: string[] = []
const categoriesAndAddresses: string[] = []
const freshMobiles: string[] = []
const liveCodes: string[] = []
const good: Record<string, string[]> = {}
let categories: string[] = []
let mobileCounter = 0

async function refreshPools() {
  const mine = [me.userId]
  refill(
    myCart,
    await column(
      `select id::text as v from cart_items where user_id = $1::uuid`,
      mine,
    ),
  )
  refill(
    myAddresses,
    await column(
      `select id::text as v from addresses where user_id = $1::uuid`,
      mine,
    ),
  )
  const refs = `select unnest(array[id::text, order_number::text]) as v from orders`
  refill(myOrders, await column(`${refs} where user_id = $1::uuid`, mine))
  refill(otherOrders, await column(`${refs} where user_id <> $1::uuid`, mine))
  refill(allOrders, await column(refs))
  refill(categoriesAndAddresses, [...categories, ...myAddresses])
  refill(
    freshMobiles,
    Array.from({ length: 20 }, () => {
      mobileCounter += 1
      return `07912${String(mobileCounter).padStart(6, '0')}`
    }),
  )
  refill(
    liveCodes,
    (
      await t.database.db.query<{ mobile: string; code: string }>(
        `select distinct on (mobile) mobile, code from sms_outbox
          where code is not null order by mobile, id desc limit 50`,
      )
    ).map((r) => JSON.stringify({ mobile: r.mobile, otp: r.code })),
  )
  const json = (values: unknown[]) => values.map((v) => JSON.stringify(v))
  refill(
    good['/api/user/cart/del'] ?? [],
    json(myCart.map((cartItemId) => ({ cartItemId }))),
  )
  refill(
    good['/api/user/cart/update-quantity'] ?? [],
    json(
      myCart.flatMap((cart_id) =>
        [1, 2, 50].map((quantity) => ({ cart_id, quantity })),
      ),
    ),
  )
  refill(
    good['/api/client/address/update'] ?? [],
    json(
      myAddresses.map((address_id) => ({
        address_id,
        ...addressBody({ city: 'Holywood' }),
      })),
    ),
  )
  refill(
    good['/api/client/address/del'] ?? [],
    json(myAddresses.map((address_id) => ({ address_id }))),
  )
  refill(
    good['/api/client/address/set_primary'] ?? [],
    json(
      myAddresses.flatMap((id) =>
        [true, false].map((is_primary) => ({ id, is_primary })),
      ),
    ),
  )
  refill(good['/api/user/order/submit'] ?? [], [
    ...json([
      { order_type: 'collection' },
      { order_type: 'collection', payment_method: 'card', note: 'Back door' },
    ]),
    ...json(
      myAddresses.map((address_id) => ({ order_type: 'delivery', address_id })),
    ),
  ])
  refill(
    good['/api/user/signup'] ?? [],
    json(
      freshMobiles.map((mobile) => ({
        name: 'Fuzz Signup',
        email: 'fuzz@example.com',
        mobile,
      })),
    ),
  )
  refill(good['/api/user/verify-otp'] ?? [], liveCodes)
}

/** Valid basket lines: each dish with the fewest add-ons its groups allow. */
async function validLines(): Promise<unknown[]> {
  const rows = await t.database.db.query<{
    item: string
    groups: { id: string; min: number; items: string[] }[] | null
  }>(
    `select m.id as item,
            jsonb_agg(jsonb_build_object('id', g.id, 'min', g.min_choices,
              'items', (select jsonb_agg(a.id order by a.sort_order) from addon_items a
                         where a.group_id = g.id)))
              filter (where g.id is not null) as groups
       from menu_items m
       left join menu_item_addon_groups mg on mg.menu_item_id = m.id
       left join addon_groups g on g.id = mg.addon_group_id
      where m.available
      group by m.id`,
  )
  return rows.map((row) =>
    line(
      row.item,
      1,
      Object.fromEntries(
        (row.groups ?? [])
          .filter((g) => g.min > 0)
          .map((g) => [g.id, g.items.slice(0, g.min)]),
      ),
    ),
  )
}

async function buildWorld(): Promise<FuzzWorld> {
  categories = await column('select id as v from menu_categories')
  const lines = await validLines()
  const json = (values: unknown[]) => values.map((v) => JSON.stringify(v))
  for (const path of [
    '/api/user/cart/del',
    '/api/user/cart/update-quantity',
    '/api/client/address/update',
    '/api/client/address/del',
    '/api/client/address/set_primary',
    '/api/user/order/submit',
    '/api/user/signup',
    '/api/user/verify-otp',
  ])
    good[path] = []
  Object.assign(good, {
    '/api/user/cart/add-bulk': json([
      ...lines.map((l) => ({ items: [l] })),
      ...lines.slice(0, 10).map((l) => [l, { ...(l as object), quantity: 2 }]),
    ]),
    '/api/user/address/add': json([
      addressBody(),
      addressBody({ label: 'others', customLabel: 'Gran’s' }),
      addressBody({ postcode: 'BT1 1AA', Phone: '7700900123' }),
    ]),
    '/api/user/cart/get-delivery-fee': json(
      ['BT7 1JG', 'bt1 1aa', 'BT17 0AA', 'BT9 5AB'].map((postcode) => ({
        postcode,
      })),
    ),
    '/api/user/login': json([
      { mobile: '07700900001' },
      { mobile: '7911000001' },
    ]),
    '/api/menu/menu_item': json(categories.map((id) => ({ id }))),
    '/api/search': json(
      ['kebab', 'Pizza ', 'çay', '%', '_'].map((search) => ({ search })),
    ),
    '/api/staff/orders/{reference}/status': json(
      ['preparing', 'ready', 'delivered', 'cancelled'].map((status) => ({
        status,
      })),
    ),
  })
  await refreshPools()
  return {
    tokens: {
      own: me.token,
      other: other.token,
      expired: await expiredToken(t, me),
      staff: STAFF_TOKEN,
    },
    dictionary: {
      id: categoriesAndAddresses,
      menu_item_id: await column('select id as v from menu_items'),
      addon_id: await column('select id as v from addon_groups'),
      addon_item_id: await column('select id as v from addon_items'),
      cartItemId: myCart,
      cart_id: myCart,
      address_id: myAddresses,
      mobile: freshMobiles,
      'idempotency-key': ['key-1', 'key-2', 'key-3'],
      postcode: ['BT7 1JG', 'bt1 1aa', 'BT17 0AA'],
      Phone: ['07700900123', '7700900123'],
      label: ['home', 'work', 'others'],
    },
    goodBodies: good,
    pathValues: {
      orderId: [myOrders, otherOrders],
      reference: [allOrders, []],
      slug: [await column('select slug as v from blog_posts'), []],
    },
  }
}

beforeAll(async () => {
  t = await startTestApp({
    SHOP_STATUS_OVERRIDE: 'open',
    STAFF_TOKEN,
    // The daily cap answers 503 by design; here it must not hide other replies.
    SMS_DAILY_CAP: '1000000',
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  ops = listOperations(await fetchOpenApi(t))
  me = await createCustomer(t, 'Fuzz Customer')
  other = await createCustomer(t, 'Other Customer')
  for (const customer of [me, other]) {
    await asAddressOwner(t, customer).addId()
    await asCustomer(t, customer).addBulk([line('item-baklava', 2)])
    await orderClient(t, customer).submit({ order_type: 'collection' })
    await asCustomer(t, customer).addBulk([line('item-water', 1)])
  }
  world = await buildWorld()
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
  if (statusCode === 200 && contentType.startsWith('text/event-stream')) {
    const first = JSON.parse(body) as { event: string; data: { _id?: string } }
    return first.event === 'order' && first.data._id
      ? null
      : 'stream without an order event'
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
