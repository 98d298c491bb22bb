import path from 'node:path'

const number = (name, fallback) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`)
  }
  return value
}

export const ROOT = path.resolve(import.meta.dirname, '../../..')

/** The bench's own ports, away from dev (3000+), e2e (3400+) and bench/pages (3700+). */
export const PORTS = {
  shell: 3800,
  mf_menu_cart: 3801,
  mf_account: 3802,
  mf_blog: 3803,
  versions: 3804,
  api: 4800,
}

export const url = (port) => `http://localhost:${port}`
export const API_BASE = `${url(PORTS.api)}/api`

/** Every knob of the run (README, Knobs); the defaults are the measured run. */
export const settings = {
  /** Seconds of load on the cached home page. */
  durationS: number('BENCH_DURATION_S', 10),
  connections: number('BENCH_CONNECTIONS', 50),
  /** Requests to / before its measurement, not counted. */
  warmupRequests: number('BENCH_WARMUP_REQUESTS', 300),
  /** Sequential uncached renders per page, after renderWarmup not counted. */
  renders: number('BENCH_RENDERS', 500),
  renderWarmup: 50,
  /** Uncached blog renders of the memory run, and how often the blog moves. */
  memoryRenders: number('BENCH_MEMORY_RENDERS', 10_000),
  switchEvery: number('BENCH_SWITCH_EVERY', 500),
  memoryConcurrency: 4,
  sampleEvery: 100,
  /** The shell's SSR_CHECK_MS in the memory run: a switch is seen quickly. */
  checkMs: 250,
}

/** The targets, in one place so the table and the JSON agree. */
export const TARGETS = {
  requestsPerSecond: 1000,
  p99Ms: 20,
  rssGrowth: 0.1,
}
