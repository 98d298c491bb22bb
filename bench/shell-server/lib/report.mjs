import { percentile } from '@food/tools/stats'
import { formatTable as formatMarkdownTable } from '@food/tools/table'
import { settings, TARGETS } from './settings.mjs'

const int = (n) => Math.round(n).toLocaleString('en-GB')
const ms = (n) => (n === null ? '–' : `${n < 10 ? n.toFixed(1) : int(n)} ms`)
const cpu = (n) => (n === null ? '–' : `${n.toFixed(2)} ms`)
const mb = (n) => (n === null ? '–' : `${n.toFixed(0)} MB`)
const verdict = (ok) => (ok ? 'pass' : 'FAIL')

function throughputRows(t) {
  const name = `GET / cached, ${settings.connections} connections, ${settings.durationS} s, gzip`
  return [
    [
      `${name}: requests per second`,
      `${int(t.requestsPerSecond)} req/s (${int(t.requests)} requests)`,
      `≥ ${int(TARGETS.requestsPerSecond)} req/s`,
      verdict(t.requestsPerSecond >= TARGETS.requestsPerSecond),
    ],
    [
      `${name}: latency p50, p99`,
      `p50 ${ms(t.p50Ms)}, p99 ${ms(t.p99Ms)}`,
      `p99 ≤ ${TARGETS.p99Ms} ms`,
      verdict(t.p99Ms <= TARGETS.p99Ms),
    ],
    [
      `${name}: non-2xx, errors`,
      `${int(t.non2xx)}, ${int(t.errors)}`,
      '0, 0',
      verdict(t.non2xx + t.errors === 0),
    ],
    [`${name}: shell CPU per request`, cpu(t.cpuMsPerRequest), '', ''],
  ]
}

function renderRows(r) {
  const name = `${r.path}?n=<i> uncached, ${r.renders} one at a time`
  return [
    [
      `${name}: shell CPU per render`,
      `${cpu(r.cpuMsPerRender)} (${int(r.htmlKB)} KB HTML, ${int(r.gzipKB)} KB gz)`,
      '',
      '',
    ],
    [
      `${name}: latency p50, p99`,
      `p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}, max ${ms(r.maxMs)}`,
      '',
      '',
    ],
  ]
}

function memoryRows(m) {
  const name = `${int(m.renders)} blog renders, ${m.switches} blog switches`
  const median = percentile(m.switchMs, 50)
  return [
    [
      `${name}: shell RSS after 1,000 / max / end`,
      `${mb(m.rssAfter1000Mb)} / ${mb(m.rssMaxMb)} / ${mb(m.rssEndMb)}`,
      '',
      '',
    ],
    [
      `${name}: heap after a full collection, at 1,000 / max / end`,
      `${mb(m.heapAfter1000Mb)} / ${mb(m.heapMaxMb)} / ${mb(m.heapEndMb)}`,
      '',
      '',
    ],
    [
      `${name}: memory kept: heap growth after the first 1,000 (end ÷ at 1,000, after a full collection)`,
      `${(m.heapGrowth * 100).toFixed(1)}%`,
      `≤ ${TARGETS.rssGrowth * 100}%`,
      verdict(m.heapGrowth <= TARGETS.rssGrowth),
    ],
    [
      `${name}: median RSS of renders 1,001–2,000 / of the last 1,000`,
      `${mb(m.rssMedianAfter1000Mb)} / ${mb(m.rssMedianLast1000Mb)}`,
      '',
      '',
    ],
    [
      `${name}: RSS growth after the first 1,000 (median of the last 1,000 ÷ of 1,001–2,000; includes the room V8 and malloc keep)`,
      `${(m.windowGrowth * 100).toFixed(1)}%`,
      `≤ ${TARGETS.rssGrowth * 100}%`,
      verdict(m.windowGrowth <= TARGETS.rssGrowth),
    ],
    [
      `${name}: end sample ÷ sample at 1,000 (one sample each, GC noise)`,
      `${(m.growth * 100).toFixed(1)}%`,
      '',
      '',
    ],
    [
      `${name}: renders not server-rendered with the right version`,
      int(m.failedRenders),
      '0',
      verdict(m.failedRenders === 0),
    ],
    [
      `${name}: config written → new version rendered`,
      `median ${ms(median)}, max ${ms(percentile(m.switchMs, 100))}`,
      '',
      '',
    ],
  ]
}

/** The rows of the table: [figure, value, target, pass]. */
export function tableRows({ throughput, renderCost, memory }) {
  return [
    ...throughputRows(throughput),
    ...renderCost.flatMap(renderRows),
    ...memoryRows(memory),
  ]
}

export const formatTable = (rows) =>
  formatMarkdownTable(['Figure', 'Value', 'Target', 'Pass'], rows)
