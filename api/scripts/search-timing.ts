import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../src/app'
import { loadEnv } from '../src/config/env'
import { adminQuery } from '../test/helpers/admin-query'

// POST /api/search timed in-process through app.inject (no sockets, no load generator), so the
// figures are the API's own work: validation, the search, serializing. The API runs with its
// default CACHE_TTL_MS on a fresh in-memory PGlite, or on a fresh database of the PostgreSQL
// server at TIMING_DATABASE_URL (dropped afterwards).
//
//   cd api && npx tsx scripts/search-timing.ts [requests per query, default 2000]

const COUNT = Number(process.argv[2] ?? 2000)
const QUERIES = ['chicken', 'pizza', 'kofte', 'marg', 'sushi']

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

async function freshDatabase() {
  const serverUrl = process.env.TIMING_DATABASE_URL
  if (!serverUrl) return { url: undefined, drop: async () => {} }
  const name = `food_timing_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

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
      times.sort((a, b) => a - b)
      console.log(
        `${search.padEnd(8)} ${String(found).padStart(2)} dishes  p50 ${percentile(times, 0.5).toFixed(3)} ms  p99 ${percentile(times, 0.99).toFixed(3)} ms  max ${percentile(times, 1).toFixed(1)} ms  ${Math.round(COUNT / seconds)} req/s`,
      )
    }
  } finally {
    await app.close()
    await database.drop()
    rmSync(photos, { recursive: true, force: true })
  }
}

void main()
