// The kitchen's board under a real evening's traffic: two API instances on one PostgreSQL,
// the board's stream open on one, the customers ordering through the other, so every card
// crosses instances (the slower path). Prints p50/p99 of submit → card on the board.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@food/tools/ports'
import { percentile } from '@food/tools/stats'
import { openBoard } from '../api/lib/board-stream.mjs'
import { BASKET, signUpMany } from '../api/lib/customers.mjs'
import { expectCall } from '../api/lib/http.mjs'
import { startPostgres } from '../api/lib/postgres.mjs'
import { benchApiEnv, startApi } from '../api/lib/start-api.mjs'
import { signInOwner } from '../api/lib/verify-orders.mjs'

const ORDERS = Number(process.env.KITCHEN_BENCH_ORDERS ?? 200)
const CUSTOMERS = 20
const TARGET_P99_MS = 1000
const OWNER = '7700901000'

const dir = mkdtempSync(join(tmpdir(), 'food-bench-kitchen-'))
const pg = await startPostgres()
if (pg.skipped) {
  console.log(`kitchen bench skipped: ${pg.skipped}`)
  process.exit(0)
}
const env = {
  ...benchApiEnv(OWNER),
  DATABASE_URL: await pg.server.createDatabase('bench_kitchen'),
}
const [boardSide, orderSide] = await Promise.all(
  ['board', 'orders'].map(async (name) =>
    startApi({
      port: await freePort(),
      env,
      logFile: join(dir, `${name}-api.log`),
    }),
  ),
)
try {
  const token = await signInOwner(boardSide.url, OWNER)
  const customers = await signUpMany(orderSide.url, 0, CUSTOMERS)
  const board = await openBoard(boardSide.url, token)

  const waits = []
  for (let i = 0; i < ORDERS; i++) {
    const customer = customers[i % CUSTOMERS]
    await expectCall(orderSide.url, 'POST', '/api/user/cart/add-bulk', 200, {
      headers: customer.auth,
      body: BASKET,
    })
    // A random pause, so submits land at every phase of the other instance's poll.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 250))
    const started = performance.now()
    const placed = await expectCall(
      orderSide.url,
      'POST',
      '/api/user/order/submit',
      201,
      {
        headers: customer.auth,
        body: { order_type: 'collection', payment_method: 'cash' },
      },
    )
    const card = await board.until(
      ({ event, data }) =>
        event === 'order' && data._id === placed.body.data._id,
    )
    waits.push(card.at - started)
  }
  await board.close()

  const p50 = percentile(waits, 50)
  const p99 = percentile(waits, 99)
  const max = Math.max(...waits)
  const pass = p99 <= TARGET_P99_MS
  console.log(
    [
      `kitchen board, two API instances on PostgreSQL, ${ORDERS} orders placed on one, board on the other`,
      `  submit → card on the board: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms (target p99 ≤ ${TARGET_P99_MS} ms: ${pass ? 'pass' : 'FAIL'})`,
    ].join('\n'),
  )
  const results = join(import.meta.dirname, '..', 'results')
  mkdirSync(results, { recursive: true })
  writeFileSync(
    join(results, 'kitchen.json'),
    `${JSON.stringify({ at: new Date().toISOString(), orders: ORDERS, p50, p99, max, pass, waits }, null, 2)}\n`,
  )
  if (!pass) process.exitCode = 1
} finally {
  await Promise.all([boardSide.stop(), orderSide.stop()])
  await pg.server.stop()
}
