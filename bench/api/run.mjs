/**
 * pnpm bench, API half: the read endpoints against a bare Fastify route, a paced order run,
 * memory and start-up, on PGlite, PostgreSQL and two instances behind nginx.
 * Prints one table and writes bench/results/api.json. Knobs: see README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { BACKENDS } from './lib/backends.mjs'
import { config } from './lib/config.mjs'
import { closeConnections } from './lib/http.mjs'
import { startPostgres } from './lib/postgres.mjs'
import { measureBackend } from './lib/scenario.mjs'
import { formatTable, tableRows } from './lib/table.mjs'

const started = performance.now()
const ctx = {
  dir: mkdtempSync(join(tmpdir(), 'food-bench-api-')),
  // 07700 901xxx: Ofcom's drama range, never a real phone.
  ownerMobile: '7700901000',
  runId: Date.now().toString(36),
  bare: null,
}
// One PostgreSQL server for both PostgreSQL backends, started when the first needs it.
let postgres = null
ctx.postgres = () => {
  postgres ??= startPostgres()
  return postgres
}

const results = {
  startedAt: new Date().toISOString(),
  config: { ...config, pgUrl: config.pgUrl ? '(set)' : null },
  machine: {
    cpus: cpus().length,
    node: process.version,
    loadavgAtStart: loadavg(),
  },
  backends: {},
}

async function runBackend(name) {
  console.log(`\n== ${name}`)
  const target = await BACKENDS[name](ctx)
  if (target.skipped) {
    console.log(`${name}: skipped: ${target.skipped}`)
    return { skipped: target.skipped }
  }
  try {
    return await measureBackend(name, target, ctx)
  } finally {
    await target.stop()
  }
}

try {
  for (const name of config.backends) {
    try {
      results.backends[name] = await runBackend(name)
    } catch (error) {
      console.error(error)
      results.backends[name] = { error: error.message }
    }
  }
} finally {
  closeConnections()
  await ctx.bare?.server.stop()
  const pg = postgres && (await postgres.catch(() => null))
  await pg?.server?.stop()
  rmSync(ctx.dir, { recursive: true, force: true })
}

results.bare = ctx.bare && { once: ctx.bare.once }
results.machine.loadavgAtEnd = loadavg()
results.totalS = (performance.now() - started) / 1000
const rows = tableRows(results)
results.table = rows
mkdirSync(dirname(config.resultsFile), { recursive: true })
writeFileSync(config.resultsFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(`\n${formatTable(rows)}`)
console.log(
  `\n${cpus().length} cores, load ${results.machine.loadavgAtStart.map((n) => n.toFixed(1)).join(' ')} at the start, ` +
    `${results.machine.loadavgAtEnd.map((n) => n.toFixed(1)).join(' ')} at the end; ` +
    `total ${results.totalS.toFixed(0)} s; figures in ${config.resultsFile}`,
)
