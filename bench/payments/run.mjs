// Paying online under an evening's traffic: two API instances (A, B) on one PostgreSQL, the
// fake Stripe in this process, the board's stream open on A. First paid orders one after
// another (submit on B, Stripe's webhook to A); then a crowd paying at once while Stripe
// holds its webhooks, which then arrive twice, shuffled and all at once at A and B.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeStripe } from '@food/tools/fake-stripe'
import { freePort } from '@food/tools/ports'
import { openBoard } from '../api/lib/board-stream.mjs'
import { signUpMany } from '../api/lib/customers.mjs'
import { startPostgres } from '../api/lib/postgres.mjs'
import { benchApiEnv, startApi } from '../api/lib/start-api.mjs'
import { signInOwner } from '../api/lib/verify-orders.mjs'
import { countOutcomes, twiceOnBoard } from './lib/counts.mjs'
import { measureLatency } from './lib/latency.mjs'
import {
  checkLine,
  spread,
  spreadLine,
  statusTally,
  stormChecks,
} from './lib/report.mjs'
import { payAllAtOnce } from './lib/webhook-storm.mjs'

const ORDERS = Number(process.env.PAYMENTS_BENCH_ORDERS ?? 100)
const CONCURRENT = Number(process.env.PAYMENTS_BENCH_CONCURRENT ?? 200)
const CUSTOMERS = 20
const OWNER = '7700902000'
const WEBHOOK_SECRET = 'whsec_bench_payments'

const dir = mkdtempSync(join(tmpdir(), 'food-bench-payments-'))
const pg = await startPostgres()
if (pg.skipped) {
  console.log(`payments bench skipped: ${pg.skipped}`)
  process.exit(0)
}
const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET })
const databaseUrl = await pg.server.createDatabase('bench_payments')
const env = {
  ...benchApiEnv(OWNER),
  DATABASE_URL: databaseUrl,
  STRIPE_SECRET_KEY: 'sk_test_bench_payments',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.url,
}
const [a, b] = await Promise.all(
  ['a', 'b'].map(async (name) =>
    startApi({
      port: await freePort(),
      env,
      logFile: join(dir, `${name}-api.log`),
    }),
  ),
)
let board = null
try {
  fake.setWebhookUrl(`${a.url}/api/payments/stripe/webhook`)
  const token = await signInOwner(a.url, OWNER)
  // Everyone signs up first, half the crowd on each instance, so the timings meet no sign-ups.
  const half = Math.ceil(CONCURRENT / 2)
  const [customers, crowdA, crowdB] = await Promise.all([
    signUpMany(b.url, 0, CUSTOMERS),
    signUpMany(a.url, CUSTOMERS, half),
    signUpMany(b.url, CUSTOMERS + half, CONCURRENT - half),
  ])

  board = await openBoard(a.url, token)
  const latency = await measureLatency({
    fake,
    board,
    orderSide: b,
    customers,
    orders: ORDERS,
  })
  await board.close()
  board = null

  const storm = await payAllAtOnce({
    fake,
    apis: [a, b],
    customers: [...crowdA, ...crowdB],
  })
  const counts = await countOutcomes(databaseUrl, storm)
  const onBoard = await twiceOnBoard(a.url, token)
  const statuses = statusTally(storm.deliveries)
  const distinctEvents = new Set(storm.deliveries.map((d) => d.eventId)).size
  const checks = stormChecks({
    counts,
    distinctEvents,
    deliveries: storm.deliveries,
    twice: onBoard.twice.length,
    missing: storm.orderIds.filter((id) => !onBoard.onBoard.has(id)).length,
    expected: CONCURRENT,
  })
  const pass = checks.every((check) => check.pass)

  const submit = spread(latency.submits)
  const webhook = spread(latency.webhooks)
  const crowdSubmit = spread(storm.submits)
  const tally = Object.entries(statuses)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ')
  console.log(
    [
      'online payments, two API instances (A, B) on PostgreSQL, fake Stripe, the board on A',
      `  ${ORDERS} paid orders one after another, submitted on B, Stripe's webhook to A`,
      `  ${spreadLine('submit → Stripe redirect', submit)}`,
      `  ${spreadLine('Stripe webhook → card on the board', webhook)}`,
      `  ${CONCURRENT} paid orders at once on A and B, each webhook twice, shuffled, all at once to A and B`,
      `  ${spreadLine('submit → Stripe redirect, 20 in flight', crowdSubmit)}`,
      `  webhook flush: ${storm.deliveries.length} deliveries of ${distinctEvents} events in ${storm.flushMs.toFixed(0)} ms, HTTP ${tally}`,
      ...checks.map((check) => `  ${checkLine(check)}`),
    ].join('\n'),
  )
  const results = join(import.meta.dirname, '..', 'results')
  mkdirSync(results, { recursive: true })
  writeFileSync(
    join(results, 'payments.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        orders: ORDERS,
        concurrent: CONCURRENT,
        latency: { submit, webhook, ...latency },
        storm: {
          submit: crowdSubmit,
          flushMs: storm.flushMs,
          deliveries: storm.deliveries.length,
          distinctEvents,
          statuses,
          checks,
        },
        pass,
      },
      null,
      2,
    )}\n`,
  )
  if (!pass) process.exitCode = 1
} finally {
  await board?.close()
  await Promise.all([a.stop(), b.stop()])
  await fake.close()
  await pg.server.stop()
}
