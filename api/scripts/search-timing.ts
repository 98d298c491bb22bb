import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scratchDatabases } from '@food/tools/postgres'
import { percentile } from '@food/tools/stats'
import { buildApp } from '../src/app'
import { loadEnv } from '../src/config/env'

// POST /api/search timed in-process through app.inject (no sockets, no load generator), so the
// figures are the API's own work: validation, the search, serializing. The API runs with its
// default CACHE_TTL_MS on a fresh in-memory PGlite, or on a fresh database of the PostgreSQL
// server at TIMING_DATABASE_URL (dropped afterwards).
//
//   cd api && npx tsx scripts/search-timing.ts [requests per query, default 2000]

const COUNT = Number(process.argv[2] ?? 2000)
const QUERIES = ['chicken', 'pizza', 'kofte', 'marg', 'sushi']

async function freshDatabase() {
  const serverUrl = process.env.TIMING_DATABASE_URL
  if (!serverUrl) return { url: undefined, drop: async () => {} }
  const databases = scratchDatabases(serverUrl)
  return { url: await databases.create('food_timing'), drop: databases.dropAll }
}

const ms = (times: number[], p: number, digits: number) =>
  (percentile(times, p) ?? 0).toFixed(digits)

async function main() {
  const photos = mkdtempSync(join(tmpdir(), 'food-search-timing-'))
  const database = await freshDatabase()
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      PHOTOS_DIR: photos,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
    }),
    logger: false,
  })
  try {
    for (const search of QUERIES) {
      const times: number[] = []
      let found = 0
      const started = performance.now()
      for (let i = 0; i < COUNT; i++) {
        const before = performance.now()
        const res = await app.inject({
          method: 'POST',
          url: '/api/search',
          payload: { search },
        })
        times.push(performance.now() - before)
        if (res.statusCode !== 200) throw new Error(res.body)
        found = res.json().data.length
      }
      const seconds = (performance.now() - started) / 1000
      console.log(
        `${search.padEnd(8)} ${String(found).padStart(2)} dishes  p50 ${ms(times, 50, 3)} ms  p99 ${ms(times, 99, 3)} ms  max ${ms(times, 100, 1)} ms  ${Math.round(COUNT / seconds)} req/s`,
      )
    }
  } finally {
    await app.close()
    await database.drop()
    rmSync(photos, { recursive: true, force: true })
  }
}

void main()
