import { fileURLToPath } from 'node:url'

const number = (name, fallback) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`)
  }
  return value
}

const BACKENDS = ['pglite', 'postgres', 'nginx']

function backends() {
  const raw = process.env.BENCH_BACKENDS
  if (!raw) return BACKENDS
  const chosen = raw.split(',').map((name) => name.trim())
  const unknown = chosen.filter((name) => !BACKENDS.includes(name))
  if (unknown.length > 0) {
    throw new Error(`BENCH_BACKENDS: unknown ${unknown.join(', ')}`)
  }
  return chosen
}

/** Every knob of the run, from the environment. */
export const config = {
  /** Seconds each endpoint (and its bare twin) is measured. */
  durationS: number('BENCH_DURATION_S', 10),
  /** Seconds of load before each measurement, not counted. */
  warmupS: number('BENCH_WARMUP_S', 1),
  connections: number('BENCH_CONNECTIONS', 20),
  /** Orders started per second in the order run. */
  orderRate: number('BENCH_ORDER_RATE', 31),
  orderDurationS: number('BENCH_ORDER_DURATION_S', 60),
  /**
   * Customers signed up for the order run; each orders again when its turn comes round
   * (310 at 31/s: every 10 s). Set it to rate × duration for one order per customer.
   */
  orderCustomers: number('BENCH_ORDER_CUSTOMERS', 310),
  backends: backends(),
  /** A PostgreSQL server to create the bench databases in, instead of a throwaway one. */
  pgUrl: process.env.PG_BENCH_URL || null,
  /** LOG_LEVEL of the API under test: its production default unless told otherwise. */
  apiLogLevel: process.env.BENCH_API_LOG_LEVEL || 'info',
  /** Extra node flags for the API processes only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
  apiNodeArgs: (process.env.BENCH_API_NODE_ARGS || '')
    .split(' ')
    .filter(Boolean),
  resultsFile: fileURLToPath(
    new URL('../../results/api.json', import.meta.url),
  ),
}

/** The targets of the issue, in one place so the table and the JSON agree. */
export const targets = {
  menusShareOfBare: 0.5,
  menusP99Ms: 20,
  orderP99Ms: 500,
  peakMemoryMb: 250,
  /** POST /search: this share of its bare twin's requests per second, and this p99. */
  searchShareOfBare: 0.5,
  searchP99Ms: 20,
  /** GET /user/cart/get, per backend (none for two instances behind nginx), and its p99 (issue 31). */
  cartRequestsPerSecond: { pglite: 1000, postgres: 1500 },
  cartP99Ms: 30,
}
