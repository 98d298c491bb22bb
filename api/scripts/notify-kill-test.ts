import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiProcess } from '@food/tools/api-process'
import { call } from '@food/tools/customers'
import { type FakeTwilio, startFakeTwilio } from '@food/tools/fake-twilio'
import { freePort, sleep } from '@food/tools/ports'
import { scratchPostgres } from '@food/tools/postgres'
import { percentile } from '@food/tools/stats'
import { createDb, type Db, prepareDb } from '../src/db/client'
import { hashToken } from '../src/modules/session/session.service'

// An order's text survives `kill -9`: the built API sends texts to a Twilio stand-in that
// hangs, is killed while the accepted order's text is in flight, and is started again; the
// text must then reach the stand-in exactly once. Then 60 orders go through the kitchen and
// the figures are printed: texts per order, kitchen action → text handed to the provider
// (p50/p99), and what Twilio would charge. Runs on PGlite, then PostgreSQL (PG_TEST_URL's
// server or a throwaway one). Needs `pnpm --filter @food/api build`.
//
// ORDERS (default 60), TWILIO_GB_USD_PER_SEGMENT (default 0.0524: an assumption, see README).

const ORDERS = Number(process.env.ORDERS ?? 60)
const PRICE = Number(process.env.TWILIO_GB_USD_PER_SEGMENT ?? 0.0524)
const SID = `AC${'0123456789abcdef'.repeat(2)}`

type People = { customer: string; staff: string }

/** A customer and a staff member with live sessions, written as their sign-ins leave them. */
async function seedPeople(db: Db): Promise<People> {
  const customer = randomBytes(32).toString('base64url')
  const staff = randomBytes(32).toString('base64url')
  const [user] = await db.query<{ id: string }>(
    `insert into users (name, email, mobile) values ('Úna', 'una@example.com', '7700900555')
     returning id::text as id`,
  )
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at)
     values ($1, $2::uuid, now() + interval '1 day')`,
    [hashToken(customer), user?.id],
  )
  const [member] = await db.query<{ id: string }>(
    `insert into staff_members (mobile, name, role) values ('7700901555', 'Ciara', 'staff')
     returning id::text as id`,
  )
  await db.query(
    `insert into staff_sessions (token_hash, staff_id, created_at, expires_at)
     values ($1, $2::uuid, now(), now() + interval '1 day')`,
    [hashToken(staff), member?.id],
  )
  return { customer, staff }
}

async function placeOrder(base: string, people: People): Promise<string> {
  await call(base, 'POST', '/user/cart/add-bulk', {
    token: people.customer,
    body: { items: [{ menu_item_id: 'item-baklava', quantity: 2 }] },
  })
  const placed = await call(base, 'POST', '/user/order/submit', {
    token: people.customer,
    body: { order_type: 'collection' },
  })
  if (placed.status !== 201) throw new Error(`submit: ${placed.status}`)
  return (placed.body as { data: { order_id: string } }).data.order_id
}

const kitchen = (
  base: string,
  people: People,
  number: string,
  action: string,
  body?: object,
) =>
  call(base, 'POST', `/staff/orders/${number}/${action}`, {
    token: people.staff,
    ...(body ? { body } : {}),
  })

const textsOf = (twilio: FakeTwilio, number: string) =>
  twilio.messages().filter((m) => new RegExp(`order ${number}\\b`).test(m.body))

/** Waits for the order's nth text; the ms from `since` to the stand-in accepting it. */
async function nthText(
  twilio: FakeTwilio,
  number: string,
  n: number,
  since: number,
) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const message = textsOf(twilio, number)[n - 1]
    if (message) return message.acceptedAt - since
    if (Date.now() > deadline)
      throw new Error(`order ${number}: text ${n} never came`)
    await sleep(2)
  }
}

// GSM-7's basic set (the extension table's characters count twice); anything else is UCS-2.
const GSM =
  /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/
function segments(text: string): number {
  if (!GSM.test(text))
    return text.length <= 70 ? 1 : Math.ceil(text.length / 67)
  const units = [...text].reduce(
    (n, c) => n + ('^{}\\[~]|€'.includes(c) ? 2 : 1),
    0,
  )
  return units <= 160 ? 1 : Math.ceil(units / 153)
}

async function run(
  label: string,
  env: Record<string, string>,
  people: People,
  workDir: string,
) {
  const twilio = await startFakeTwilio()
  const api = new ApiProcess({
    env: {
      ...env,
      NODE_ENV: 'development',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'stand-in-token',
      TWILIO_FROM: '+447700900999',
      TWILIO_API_BASE: twilio.url,
      SITE_URL: 'https://www.anatoliagrill.example',
      SHOP_STATUS_OVERRIDE: 'open',
      DEV_CLOCK: 'true',
      LOG_LEVEL: 'warn',
    },
    port: await freePort(),
    logFile: join(workDir, `api-${label}.log`),
  })
  try {
    await api.start()
    // 1. Killed while the accepted order's text is with the provider (no answer yet).
    const number = await placeOrder(api.base, people)
    twilio.hang(true)
    const inFlight = twilio.nextRequest()
    await kitchen(api.base, people, number, 'accept', { minutes: 20 })
    await inFlight
    await api.stop('SIGKILL')
    twilio.hang(false)
    await api.start()
    // The dead instance's claim lasts a minute; the restarted one's clock moves past it.
    await call(api.base, 'POST', '/dev/clock', { body: { advanceMinutes: 2 } })
    await nthText(twilio, number, 1, 0)
    await sleep(3000)
    const afterKill = textsOf(twilio, number).length

    // 2. The figures: ORDERS orders, each kitchen action timed to its text.
    const latencies: number[] = []
    const numbers: string[] = []
    const timed = async (
      n: string,
      nth: number,
      action: string,
      body?: object,
    ) => {
      const since = performance.now()
      await kitchen(api.base, people, n, action, body)
      latencies.push(await nthText(twilio, n, nth, since))
    }
    for (let i = 0; i < ORDERS; i += 1) {
      const n = await placeOrder(api.base, people)
      numbers.push(n)
      if (i % 6 === 0) {
        await timed(n, 1, 'reject', { reason: 'too_busy' })
        continue
      }
      await timed(n, 1, 'accept', { minutes: 20 })
      if (i % 6 === 1) await timed(n, 2, 'ready-time', { minutes: 40 })
      await timed(n, i % 6 === 1 ? 3 : 2, 'advance')
      await kitchen(api.base, people, n, 'advance')
    }
    await sleep(2000)
    const perOrder = numbers.map((n) => textsOf(twilio, n).length)
    const texts = numbers.flatMap((n) => textsOf(twilio, n))
    const segmentCount = texts.reduce((sum, m) => sum + segments(m.body), 0)
    return {
      database: label,
      'texts after kill -9 (want 1)': afterKill,
      orders: numbers.length,
      texts: texts.length,
      'texts/order': (texts.length / numbers.length).toFixed(2),
      'max texts/order': Math.max(...perOrder),
      segments: segmentCount,
      'p50 ms': percentile(latencies, 50)?.toFixed(1),
      'p99 ms': percentile(latencies, 99)?.toFixed(1),
      [`USD at $${PRICE}/segment`]: (segmentCount * PRICE).toFixed(2),
      example: texts[1]?.body,
    }
  } finally {
    await api.stop('SIGKILL')
    await twilio.close()
  }
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'notify-kill-'))
  const outcomes = []
  const dataDir = join(workDir, 'pglite')
  const pglite = await createDb({ dataDir })
  await prepareDb(pglite)
  const pglitePeople = await seedPeople(pglite)
  await pglite.close()
  outcomes.push(
    await run('PGlite', { DATA_DIR: dataDir }, pglitePeople, workDir),
  )
  const postgres = await scratchPostgres()
  if (postgres) {
    try {
      const db = await createDb({ databaseUrl: postgres.url, dataDir })
      await prepareDb(db)
      const people = await seedPeople(db)
      await db.close()
      outcomes.push(
        await run(
          'PostgreSQL',
          { DATABASE_URL: postgres.url },
          people,
          workDir,
        ),
      )
    } finally {
      await postgres.drop()
    }
  }
  for (const outcome of outcomes) console.log(outcome)
  const failed = outcomes.filter(
    (o) => o['texts after kill -9 (want 1)'] !== 1 || o['max texts/order'] > 4,
  )
  if (failed.length > 0) {
    console.error(`notification kill test FAILED; logs in ${workDir}`)
    process.exitCode = 1
    return
  }
  rmSync(workDir, { recursive: true, force: true })
  console.log(
    'notification kill test passed: the text in flight at kill -9 was sent once',
  )
}

await main()
