import { percentile } from '@food/tools/stats'
import { expectServerRendered, get } from './http.mjs'
import { cpuMs } from './procfs.mjs'
import { settings } from './settings.mjs'

/**
 * What one uncached render costs: `?n=<i>` makes every URL new to the page
 * cache, so each request is a full React render (and gzip) from the API
 * answers the server keeps for SSR_DATA_TTL_MS. One request at a time, so
 * the latency is the render's own and the CPU delta is the renders' alone.
 */
export async function measureRenderCost(shell, shellUrl, page) {
  const at = (n) => `${shellUrl}${page.path}?n=${n}`
  for (let i = 0; i < settings.renderWarmup; i++) {
    expectServerRendered(await get(at(`warm-${i}`)), page.marker, page.path)
  }
  const latencies = []
  let last = null
  const cpuBefore = cpuMs(shell.pid)
  for (let i = 0; i < settings.renders; i++) {
    const res = await get(at(i))
    expectServerRendered(res, page.marker, `${page.path}?n=${i}`)
    latencies.push(res.ms)
    last = res
  }
  const cpu = cpuMs(shell.pid) - cpuBefore
  return {
    path: page.path,
    renders: settings.renders,
    cpuMsPerRender: cpu / settings.renders,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    htmlKB: Buffer.byteLength(last.text) / 1024,
    gzipKB: Number(last.headers['content-length']) / 1024,
  }
}
