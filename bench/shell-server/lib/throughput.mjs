import autocannon from 'autocannon'
import { expectServerRendered, GZIP, get } from './http.mjs'
import { cpuMs } from './procfs.mjs'
import { settings } from './settings.mjs'

const HOME_MARKER = 'Our menu'

const load = (options) =>
  new Promise((resolve, reject) => {
    autocannon(
      { connections: settings.connections, headers: GZIP, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })

/**
 * The cached home page under load: checked once, warmed up (the page is
 * rendered and gzipped once, then served from the cache), then
 * `connections` keep-alive connections for `durationS`. The shell's CPU time
 * is read around the measured stretch only.
 */
export async function measureThroughput(shell, shellUrl) {
  const page = `${shellUrl}/`
  expectServerRendered(await get(page), HOME_MARKER, 'GET / before the load')
  await load({ url: page, amount: settings.warmupRequests })
  const cpuBefore = cpuMs(shell.pid)
  const result = await load({ url: page, duration: settings.durationS })
  const cpu = cpuMs(shell.pid) - cpuBefore
  // Still the server-rendered page after the load, not a fallback.
  expectServerRendered(await get(page), HOME_MARKER, 'GET / after the load')
  const requests = result.requests.total
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: requests > 0 ? cpu / requests : null,
    durationS: result.duration,
  }
}
