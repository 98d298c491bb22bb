import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiProcess } from '@food/tools/api-process'
import {
  type SignedUp as Customer,
  call,
  type Reply,
  signUpCustomers,
} from '@food/tools/customers'
import { freePort, sleep } from '@food/tools/ports'
import { scratchPostgres } from '@food/tools/postgres'
import { random } from '@food/tools/random'
import { createDb, type Db } from '../src/db/client'
import { findInconsistencies } from './lib/consistency'

// Nothing acknowledged is lost: the real API process takes collection orders from customers
// who signed up through the dev SMS outbox, and is killed with SIGKILL at random moments and
// started again. Clients retry a request that got no reply (same Idempotency-Key for a submit).
// Afterwards, with the API killed once more, the database must open, hold every order that got
// a 201 exactly once and nothing else, and keep its rules. Runs on PGlite, then on PostgreSQL
// (PG_TEST_URL's server, or a throwaway one started from /usr/lib/postgresql/*/bin).
// A double submit and concurrent submits with one key are proven in
// test/order-idempotency.test.ts.
//
// KILLS (default 5), KILL_TEST_CUSTOMERS (default 12), KILL_TEST_SEED.

const KILLS = Number(process.env.KILLS ?? 5)
const CUSTOMERS = Number(process.env.KILL_TEST_CUSTOMERS ?? 12)
const SEED = Number(process.env.KILL_TEST_SEED ?? Date.now() % 2 ** 31)
const rand = random(SEED)

type Ack = { key: string; id: string; replayed: boolean }

type Tally = {
  acks: Ack[]
  /** Requests that got no reply (the API was down or died mid-request) and were sent again. */
  retries: number
  /** 5xx replies (sent again too). */
  serverErrors: number
  /** Replies that make no sense for an acknowledged basket, e.g. an empty basket on a retry. */
  anomalies: string[]
}

/** Sends until a reply arrives: after a kill, the same request goes again once the API is back. */
async function untilAnswered(
  tally: Tally,
  send: () => Promise<Reply>,
): Promise<Reply> {
  const deadline = Date.now() + 300_000
  for (;;) {
    try {
      const reply = await send()
      if (reply.status < 500) return reply
      tally.serverErrors += 1
    } catch {
      tally.retries += 1
    }
    if (Date.now() > deadline) throw new Error('no reply for 5 minutes')
    await sleep(100 + Math.floor(rand() * 200))
  }
}

/** One customer ordering again and again until told to stop, each order to the end. */
async function orderLoop(
  api: ApiProcess,
  customer: Customer,
  tally: Tally,
  isStopping: () => boolean,
) {
  for (let n = 1; !isStopping(); n += 1) {
    const token = customer.token
    const added = await untilAnswered(tally, () =>
      call(api.base, 'POST', '/user/cart/add-bulk', {
        token,
        body: [{ menu_item_id: 'item-baklava', quantity: 1, addons: [] }],
      }),
    )
    if (added.status !== 200)
      tally.anomalies.push(
        `add-bulk ${added.status} ${JSON.stringify(added.body)}`,
      )
    const key = `kill-${customer.index}-${n}`
    const placed = await untilAnswered(tally, () =>
      call(api.base, 'POST', '/user/order/submit', {
        token,
        body: { order_type: 'collection', note: key },
        headers: { 'idempotency-key': key },
      }),
    )
    if (placed.status === 201) {
      const order = (placed.body as { data: { _id: string } }).data
      tally.acks.push({
        key,
        id: order._id,
        replayed: placed.headers.get('idempotent-replayed') === 'true',
      })
    } else {
      tally.anomalies.push(
        `submit ${key}: ${placed.status} ${JSON.stringify(placed.body)}`,
      )
    }
  }
}

type Outcome = {
  database: string
  kills: number
  acknowledged: number
  found: number
  lost: number
  duplicated: number
  unacknowledged: number
  replayedAfterKill: number
  retries: number
  serverErrors: number
  anomalies: number
  opensCleanly: string
  inconsistencies: number
  cartLinesLeft: number
  restartSeconds: string
}

/** Every acknowledged order exactly once, nothing else, and every rule kept. */
async function verify(db: Db, acks: Ack[]) {
  const rows = await db.query<{ id: string; key: string | null }>(
    'select id::text as id, idempotency_key as key from orders',
  )
  const byId = new Map<string, number>()
  const byKey = new Map<string, number>()
  for (const row of rows) {
    byId.set(row.id, (byId.get(row.id) ?? 0) + 1)
    if (row.key) byKey.set(row.key, (byKey.get(row.key) ?? 0) + 1)
  }
  const ackedKeys = new Set(acks.map((a) => a.key))
  // Each customer's last basket became an order, so no basket may hold anything.
  const [carts] = await db.query<{ lines: number }>(
    'select count(*)::int as lines from cart_items',
  )
  return {
    cartLinesLeft: carts?.lines ?? 0,
    found: acks.filter((a) => byId.get(a.id) === 1).length,
    lost: acks.filter((a) => !byId.has(a.id)).length,
    duplicated: [...byKey.values()].filter((n) => n > 1).length,
    unacknowledged: rows.filter((r) => !r.key || !ackedKeys.has(r.key)).length,
    inconsistencies: await findInconsistencies(db),
  }
}

async function run(
  label: string,
  env: Record<string, string>,
  open: () => Promise<Db>,
  logDir: string,
): Promise<Outcome> {
  const api = new ApiProcess({
    env: {
      ...env,
      NODE_ENV: 'development',
      SMS_PROVIDER: 'dev',
      SHOP_STATUS_OVERRIDE: 'open',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    port: await freePort(),
    logFile: join(logDir, `api-${label}.log`),
  })
  const restarts: number[] = []
  try {
    console.log(`[${label}] starting the API (${api.base})…`)
    await api.start()
    const customers = await signUpCustomers(api.base, {
      first: 1,
      count: CUSTOMERS,
      prefix: '7912',
    })
    const tally: Tally = {
      acks: [],
      retries: 0,
      serverErrors: 0,
      anomalies: [],
    }
    let stopping = false
    const load = customers.map((c) => orderLoop(api, c, tally, () => stopping))
    let kills = 0
    for (let k = 0; k < KILLS; k += 1) {
      await sleep(1500 + Math.floor(rand() * 3500))
      await api.stop('SIGKILL')
      kills += 1
      await sleep(Math.floor(rand() * 500))
      restarts.push(await api.start())
      console.log(
        `[${label}] kill ${kills}: back in ${((restarts.at(-1) ?? 0) / 1000).toFixed(1)} s; ${tally.acks.length} orders acknowledged so far`,
      )
    }
    await sleep(2000)
    stopping = true
    await Promise.all(load)
    // The last stop is a kill too: the database must open after it.
    await api.stop('SIGKILL')
    let db: Db
    try {
      db = await open()
      await db.query('select 1')
    } catch (error) {
      throw new Error(`[${label}] the database did not open: ${String(error)}`)
    }
    const checked = await verify(db, tally.acks)
    await db.close()
    for (const problem of [...tally.anomalies, ...checked.inconsistencies])
      console.log(`[${label}] ${problem}`)
    return {
      database: label,
      kills,
      acknowledged: tally.acks.length,
      found: checked.found,
      lost: checked.lost,
      duplicated: checked.duplicated,
      unacknowledged: checked.unacknowledged,
      replayedAfterKill: tally.acks.filter((a) => a.replayed).length,
      retries: tally.retries,
      serverErrors: tally.serverErrors,
      anomalies: tally.anomalies.length,
      opensCleanly: 'yes',
      inconsistencies: checked.inconsistencies.length,
      cartLinesLeft: checked.cartLinesLeft,
      restartSeconds: restarts.map((ms) => (ms / 1000).toFixed(1)).join(' '),
    }
  } finally {
    await api.close()
  }
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'food-kill-test-'))
  console.log(
    `kill test: ${KILLS} kills under load and one more before the check, ${CUSTOMERS} customers, seed ${SEED}; logs in ${workDir}`,
  )
  const outcomes: Outcome[] = []
  const dataDir = join(workDir, 'pglite')
  outcomes.push(
    await run(
      'PGlite',
      { DATA_DIR: dataDir },
      () => createDb({ dataDir }),
      workDir,
    ),
  )
  const postgres = await scratchPostgres()
  if (postgres) {
    try {
      outcomes.push(
        await run(
          'PostgreSQL',
          { DATABASE_URL: postgres.url },
          () => createDb({ databaseUrl: postgres.url, dataDir }),
          workDir,
        ),
      )
    } finally {
      await postgres.drop()
    }
  } else {
    console.log(
      'PostgreSQL: skipped (no PG_TEST_URL and no /usr/lib/postgresql)',
    )
  }
  console.table(outcomes)
  const failed = outcomes.filter(
    (o) =>
      o.lost > 0 ||
      o.duplicated > 0 ||
      o.unacknowledged > 0 ||
      o.found !== o.acknowledged ||
      o.anomalies > 0 ||
      o.inconsistencies > 0 ||
      o.cartLinesLeft > 0,
  )
  if (failed.length > 0) {
    console.error(
      `kill test FAILED on ${failed.map((o) => o.database).join(', ')}; logs in ${workDir}`,
    )
    process.exitCode = 1
    return
  }
  rmSync(workDir, { recursive: true, force: true })
  console.log('kill test passed: every acknowledged order exists exactly once')
}

await main()
