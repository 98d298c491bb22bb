import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
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
import { random } from '@food/tools/random'
import { percentile } from '@food/tools/stats'

// Soak: the real API process (PGlite) under mixed browsing and ordering for SOAK_MINUTES
// (default 10). Every reply must be a success, and the server's resident memory, sampled every
// 5 s, must not grow by more than 10% after the first minute (the median of the last three
// samples against the median of the 15 s after the first minute; on runs of 2 minutes or less
// the half-way point stands in for the first minute).
//
// SOAK_MINUTES, SOAK_USERS (virtual users, default 6), SOAK_SEED.

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const USERS = Number(process.env.SOAK_USERS ?? 6)
const SEED = Number(process.env.SOAK_SEED ?? Date.now() % 2 ** 31)
const SAMPLE_MS = 5000
const MAX_GROWTH = 0.1
const rand = random(SEED)
const pick = <T>(list: readonly T[]): T =>
  list[Math.floor(rand() * list.length)] as T

type Line = {
  menu_item_id: string
  quantity: number
  addons: { addon_id: string; addon_item_id: string[] }[]
}
type Shop = { categories: string[]; slugs: string[]; lines: Line[] }
type Sample = { at: number; rssMb: number }
type Stats = { ms: number[]; errors: string[]; requests: number }

/** Resident memory of a process in MB (Linux /proc, else ps). */
function rssMb(pid: number): number {
  const status = `/proc/${pid}/status`
  if (existsSync(status)) {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1]
    return Number(kb) / 1024
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])) / 1024
}

/** Categories, blog slugs and a valid basket line for each dish (fewest add-ons allowed). */
async function loadShop(base: string): Promise<Shop> {
  const menus = await call(base, 'GET', '/menus')
  const categories = (menus.body as { data: { id: string }[] }).data.map(
    (c) => c.id,
  )
  const lines: Line[] = []
  for (const id of categories) {
    const res = await call(base, 'POST', '/menu/menu_item', { body: { id } })
    type Item = {
      id: string
      available: boolean
      addonGroups: { id: string; min: number; items: { id: string }[] }[]
    }
    for (const item of (res.body as { data: Item[] }).data) {
      if (!item.available) continue
      lines.push({
        menu_item_id: item.id,
        quantity: 1,
        addons: item.addonGroups
          .filter((g) => g.min > 0)
          .map((g) => ({
            addon_id: g.id,
            addon_item_id: g.items.slice(0, g.min).map((i) => i.id),
          })),
      })
    }
  }
  const blog = await call(base, 'GET', '/blog')
  const slugs = (blog.body as { posts: { slug: string }[] }).posts.map(
    (p) => p.slug,
  )
  return { categories, slugs, lines }
}

const SEARCHES = ['kebab', 'pizza', 'chicken', 'lamb', 'veg', 'garlic', 'çay']

/** One virtual user: mostly browsing, sometimes filling a basket and ordering it. */
async function user(
  base: string,
  shop: Shop,
  customer: Customer,
  currentStats: () => Stats,
  until: number,
) {
  const token = customer.token
  let orders = 0
  const request = async (
    method: 'GET' | 'POST',
    path: string,
    options: Parameters<typeof call>[3] = {},
  ): Promise<Reply | null> => {
    const started = performance.now()
    // Counted in the minute the request was sent.
    const stats = currentStats()
    stats.requests += 1
    try {
      const reply = await call(base, method, path, options)
      stats.ms.push(performance.now() - started)
      if (reply.status >= 300) {
        stats.errors.push(
          `${method} ${path} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
        )
      }
      return reply
    } catch (error) {
      stats.errors.push(`${method} ${path} → no reply: ${String(error)}`)
      return null
    }
  }
  const browse = [
    () => request('GET', '/menus'),
    () =>
      request('POST', '/menu/menu_item', {
        body: { id: pick(shop.categories), food_type: pick(['all', 'veg']) },
      }),
    () => request('POST', '/search', { body: { search: pick(SEARCHES) } }),
    () => request('GET', '/blog'),
    () => request('GET', `/blog/${pick(shop.slugs)}`),
    () => request('GET', '/shop-status'),
    () => request('GET', '/client/shop/settings'),
    () => request('POST', '/client/policy', { body: { policy: 'privacy' } }),
  ]
  const account = [
    () => request('GET', '/user/get-profile', { token }),
    () => request('GET', '/user/cart/get', { token }),
    () => request('GET', '/user/address/get', { token }),
    () =>
      request('POST', '/user/cart/get-delivery-fee', {
        token,
        body: { postcode: pick(['BT7 1JG', 'BT1 1AA', 'BT9 5AB']) },
      }),
    () => request('GET', '/user/order', { token }),
  ]
  while (Date.now() < until) {
    const roll = rand()
    if (roll < 0.65) await pick(browse)()
    else if (roll < 0.85) await pick(account)()
    else {
      await request('POST', '/user/cart/add-bulk', {
        token,
        body: [{ ...pick(shop.lines), quantity: 1 + Math.floor(rand() * 3) }],
      })
      if (rand() < 0.4) {
        orders += 1
        const key = `soak-${customer.index}-${orders}`
        const placed = await request('POST', '/user/order/submit', {
          token,
          body: { order_type: 'collection' },
          headers: { 'idempotency-key': key },
        })
        const id = (placed?.body as { data?: { _id: string } })?.data?._id
        if (id) await request('GET', `/user/order/${id}`, { token })
      }
    }
    await sleep(10 + Math.floor(rand() * 40))
  }
}

/** The lower median (nearest-rank p50), 0 for no values. */
const median = (values: number[]) => percentile(values, 50) ?? 0

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'food-soak-'))
  const api = new ApiProcess({
    env: {
      DATA_DIR: join(workDir, 'pglite'),
      NODE_ENV: 'development',
      SMS_PROVIDER: 'dev',
      SHOP_STATUS_OVERRIDE: 'open',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    port: await freePort(),
    logFile: join(workDir, 'api.log'),
  })
  console.log(
    `soak: ${MINUTES} min, ${USERS} users, seed ${SEED}; logs in ${workDir}`,
  )
  try {
    await api.start()
    const pid = api.pid
    if (!pid) throw new Error('no API process')
    const customers = await signUpCustomers(api.base, {
      first: 1,
      count: USERS,
      prefix: '7912',
    })
    const shop = await loadShop(api.base)
    const startedAt = Date.now()
    const until = startedAt + MINUTES * 60_000
    const samples: Sample[] = []
    const perMinute: Stats[] = []
    const statsNow = (): Stats => {
      const minute = Math.floor((Date.now() - startedAt) / 60_000)
      const stats = perMinute[minute] ?? { ms: [], errors: [], requests: 0 }
      perMinute[minute] = stats
      return stats
    }
    const sampler = setInterval(() => {
      samples.push({ at: Date.now() - startedAt, rssMb: rssMb(pid) })
    }, SAMPLE_MS)
    samples.push({ at: 0, rssMb: rssMb(pid) })
    await Promise.all(
      customers.map((c) => user(api.base, shop, c, statsNow, until)),
    )
    clearInterval(sampler)
    samples.push({ at: Date.now() - startedAt, rssMb: rssMb(pid) })
    await api.stop('SIGTERM')

    console.table(
      perMinute.map((s, minute) => ({
        minute: minute + 1,
        requests: s.requests,
        errors: s.errors.length,
        p50Ms: Math.round(percentile(s.ms, 50) ?? 0),
        p99Ms: Math.round(percentile(s.ms, 99) ?? 0),
        rssMb: Math.round(
          median(
            samples
              .filter((x) => Math.floor(x.at / 60_000) === minute)
              .map((x) => x.rssMb),
          ),
        ),
      })),
    )
    const warmUpMs = Math.min(60_000, (MINUTES * 60_000) / 2)
    const baseline = median(
      samples
        .filter((s) => s.at >= warmUpMs && s.at < warmUpMs + 15_000)
        .map((s) => s.rssMb),
    )
    const end = median(samples.slice(-3).map((s) => s.rssMb))
    const growth = end / baseline - 1
    const errors = perMinute.flatMap((s) => s.errors)
    const requests = perMinute.reduce((n, s) => n + s.requests, 0)
    const rss = samples.map((s) => s.rssMb)
    console.log(
      [
        `soak: ${requests} requests in ${MINUTES} min, ${errors.length} errors`,
        `  RSS (MB) every ${SAMPLE_MS / 1000} s: ${rss.map((mb) => mb.toFixed(0)).join(' ')}`,
        `  RSS: ${samples.length} samples; min ${Math.min(...rss).toFixed(0)} MB, max ${Math.max(...rss).toFixed(0)} MB`,
        `  after ${warmUpMs / 1000} s: ${baseline.toFixed(1)} MB; at the end: ${end.toFixed(1)} MB; growth ${(growth * 100).toFixed(1)}% (limit ${MAX_GROWTH * 100}%)`,
      ].join('\n'),
    )
    for (const error of errors.slice(0, 10)) console.log(`  ${error}`)
    if (errors.length > 0 || growth > MAX_GROWTH) {
      console.error(`soak FAILED; logs in ${workDir}`)
      process.exitCode = 1
      return
    }
    rmSync(workDir, { recursive: true, force: true })
    console.log('soak passed')
  } finally {
    await api.close()
  }
}

await main()
