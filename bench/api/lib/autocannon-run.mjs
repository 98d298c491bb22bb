import autocannon from 'autocannon'
import { config } from './config.mjs'

/** Alternating slices this long (s) when a route is measured next to its bare twin. */
const SLICE_S = 2

function loadOptions({ url, method = 'GET', headers = {}, body }) {
  return {
    url,
    method,
    connections: config.connections,
    headers: body
      ? { 'content-type': 'application/json', ...headers }
      : headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  }
}

/** One stretch of load; resolves autocannon's raw result, to be merged with others. */
const loadFor = (options, durationS) =>
  new Promise((resolve, reject) => {
    autocannon(
      { ...options, duration: durationS, skipAggregateResult: true },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })

/** A side of the comparison: its slices and the CPU its server used in them. */
function side(target) {
  const options = loadOptions(target)
  const slices = []
  let serverCpuMs = 0
  return {
    warmUp: (durationS) => loadFor(options, durationS),
    async measure(durationS) {
      const before = target.serverCpuMs?.() ?? 0
      slices.push(await loadFor(options, durationS))
      serverCpuMs += (target.serverCpuMs?.() ?? 0) - before
    },
    result() {
      const merged = autocannon.aggregateResult(slices, options)
      const sum = (field) => slices.reduce((n, slice) => n + slice[field], 0)
      const requests = sum('totalCompletedRequests')
      return {
        requestsPerSecond: requests / sum('duration'),
        p50Ms: merged.latency.p50,
        p99Ms: merged.latency.p99,
        requests,
        cpuMsPerRequest: target.serverCpuMs ? serverCpuMs / requests : null,
        non2xx: sum('non2xx'),
        errors: sum('errors') + sum('timeouts'),
        durationS: sum('duration'),
      }
    },
  }
}

/**
 * Loads one route with `connections` keep-alive connections for BENCH_DURATION_S after a
 * warm-up that is thrown away. target: { url, method, headers, body, serverCpuMs }, the last
 * telling the CPU time the server has used so far: per request, it hardly depends on what
 * else the machine runs.
 */
export async function measureRoute(target) {
  const route = side(target)
  await route.warmUp(config.warmupS)
  await route.measure(config.durationS)
  return route.result()
}

/**
 * A route and its bare twin in alternating slices (bare, api, api, bare, …), each for
 * BENCH_DURATION_S in all: on a shared machine both meet the same background load.
 */
export async function measurePair(target, bareTarget) {
  const api = side(target)
  const bare = side(bareTarget)
  await api.warmUp(config.warmupS)
  await bare.warmUp(1)
  const rounds = Math.max(1, Math.round(config.durationS / SLICE_S))
  const sliceS = config.durationS / rounds
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [bare, api] : [api, bare]
    for (const next of order) await next.measure(sliceS)
  }
  return { api: api.result(), bare: bare.result() }
}
