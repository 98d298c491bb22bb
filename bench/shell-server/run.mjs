#!/usr/bin/env node
/**
 * The shell render server's bench: the cached home page under load, the cost
 * of an uncached render, and memory over many renders while a remote is
 * switched between versions. Prints one table and writes
 * bench/results/shell-server.json. Needs `pnpm build` first; knobs: README.md.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { copyBlogVersions, writeRuntimeConfig } from './lib/blog-versions.mjs'
import { closeConnections } from './lib/http.mjs'
import { measureMemory } from './lib/memory.mjs'
import { assertFree, stopAll, tempDir } from './lib/processes.mjs'
import { measureRenderCost } from './lib/render-cost.mjs'
import { formatTable, tableRows } from './lib/report.mjs'
import {
  missingBuilds,
  remotesEnv,
  startApi,
  startRemotes,
  startShell,
  startStatic,
} from './lib/servers.mjs'
import { PORTS, ROOT, settings, TARGETS, url } from './lib/settings.mjs'
import { measureThroughput } from './lib/throughput.mjs'

const PAGES = [
  { path: '/', marker: 'Our menu' },
  { path: '/news-and-insights', marker: 'Latest Blogs' },
]
const shellUrl = `http://127.0.0.1:${PORTS.shell}`
const resultsFile = path.join(ROOT, 'bench/results/shell-server.json')
const started = performance.now()

const log = (message) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`)

function gitCommit() {
  try {
    const git = (...args) =>
      execFileSync('git', args, { cwd: ROOT }).toString().trim()
    const commit = git('rev-parse', '--short', 'HEAD')
    return git('status', '--porcelain') ? `${commit}+changes` : commit
  } catch {
    return 'unknown'
  }
}

/** Parts 1 and 2 on one shell configured by environment, as `pnpm serve` is. */
async function measureCpu() {
  log('starting the API (fresh PGlite), the three remotes and the shell')
  await Promise.all([startApi(), startRemotes()])
  const shell = await startShell(remotesEnv())
  log(
    `cached home page: ${settings.connections} connections for ${settings.durationS} s`,
  )
  const throughput = await measureThroughput(shell, shellUrl)
  const renderCost = []
  for (const page of PAGES) {
    log(`uncached renders of ${page.path}?n=<i>, one at a time`)
    renderCost.push(await measureRenderCost(shell, shellUrl, page))
  }
  await shell.stop()
  return { throughput, renderCost }
}

/** Part 3 on a fresh shell reading a runtime config that the bench rewrites. */
async function measureSwitches() {
  const dir = tempDir('food-bench-shell-')
  const remotesDir = path.join(dir, 'remotes')
  // A version to start from and one for every switch, each at its own URL.
  const urls = copyBlogVersions(
    remotesDir,
    Math.ceil(settings.memoryRenders / settings.switchEvery) + 1,
  )
  const configFile = path.join(dir, 'runtime-config.json')
  writeRuntimeConfig(configFile, urls[0])
  await startStatic('blog versions', remotesDir, PORTS.versions)
  const heapFile = path.join(dir, 'heap.json')
  const shell = await startShell(
    {
      RUNTIME_CONFIG_FILE: configFile,
      SSR_CHECK_MS: String(settings.checkMs),
      HEAP_PROBE_FILE: heapFile,
    },
    // The heap after a full collection, read every 1,000 renders (lib/heap-probe.cjs).
    [
      '--expose-gc',
      '--require',
      path.join(import.meta.dirname, 'lib/heap-probe.cjs'),
    ],
  )
  log(
    `memory: ${settings.memoryRenders} blog renders, ${settings.memoryConcurrency} at a time, ` +
      `the blog switched every ${settings.switchEvery}`,
  )
  const memory = await measureMemory(shell, shellUrl, {
    configFile,
    urls,
    heapFile,
  })
  await shell.stop()
  return memory
}

const missing = missingBuilds()
if (missing.length > 0) {
  console.error(
    `Missing ${missing.join(', ')}: run \`pnpm build\` at the root first.`,
  )
  process.exit(1)
}

const results = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  machine: {
    cpus: cpus().length,
    node: process.version,
    loadavgAtStart: loadavg(),
  },
  settings: { ...settings, ports: PORTS, shell: url(PORTS.shell) },
  targets: TARGETS,
}
let figures = null
try {
  await Promise.all(Object.values(PORTS).map(assertFree))
  figures = await measureCpu()
  figures.memory = await measureSwitches()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  closeConnections()
  await stopAll()
}

if (process.exitCode !== 1) {
  results.machine.loadavgAtEnd = loadavg()
  results.totalS = (performance.now() - started) / 1000
  // The RSS curve and the switches go apart from the figures, as samples.
  const { samples, switchLog, ...memory } = figures.memory
  const rows = tableRows(figures)
  const output = {
    ...results,
    figures: { ...figures, memory },
    samples: { rss: samples, switches: switchLog },
    table: rows,
  }
  mkdirSync(path.dirname(resultsFile), { recursive: true })
  writeFileSync(resultsFile, `${JSON.stringify(output, null, 2)}\n`)
  const load = (values) => values.map((n) => n.toFixed(1)).join(' ')
  console.log(`\n${formatTable(rows)}`)
  console.log(
    `\n${cpus().length} cores, load ${load(results.machine.loadavgAtStart)} at the start, ` +
      `${load(results.machine.loadavgAtEnd)} at the end; total ${results.totalS.toFixed(0)} s; ` +
      `figures in ${path.relative(ROOT, resultsFile)}`,
  )
}
