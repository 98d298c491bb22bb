import { formatTable as formatMarkdownTable } from '@food/tools/table'
import { config, targets } from './config.mjs'

const int = (n) => Math.round(n).toLocaleString('en-GB')
const ms = (n) =>
  n === null || n === undefined ? '–' : `${n < 10 ? n.toFixed(1) : int(n)} ms`
const mb = (n) => `${int(n)} MB`
const s = (msValue) => `${(msValue / 1000).toFixed(1)} s`
const verdict = (ok) => (ok ? 'pass' : 'FAIL')
const percentOf = (result, bare) =>
  int((100 * result.requestsPerSecond) / bare.requestsPerSecond)

/** "N req/s, p50, p99, CPU per request", and a warning if any request failed. */
function load(result, share = '') {
  const failures = result.non2xx + result.errors
  const cpu =
    result.cpuMsPerRequest === null
      ? ''
      : `, ${result.cpuMsPerRequest.toFixed(2)} ms CPU/req`
  return [
    `${int(result.requestsPerSecond)} req/s${share}`,
    `p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)}${cpu}`,
    failures ? `${int(failures)} FAILED requests` : '',
  ]
    .filter(Boolean)
    .join(', ')
}

function endpointRows(backend, { menus, cart, search }) {
  const menusOk =
    answeredAll(menus) &&
    menus.requestsPerSecond >=
      targets.menusShareOfBare * menus.bare.requestsPerSecond &&
    menus.p99Ms <= targets.menusP99Ms
  const once = (result) => ` (${percentOf(result, result.bare)}% of its twin)`
  return [
    [
      backend,
      `bare twin of /menus (${int(menus.bare.bytes)} B), in alternation`,
      load(menus.bare),
      'machine limit',
      '',
    ],
    [
      backend,
      'GET /api/menus',
      load(menus, ` (${percentOf(menus, menus.bare)}% of the twin)`),
      `≥ ${targets.menusShareOfBare * 100}% of the twin, p99 ≤ ${targets.menusP99Ms} ms`,
      verdict(menusOk),
    ],
    cartRow(backend, cart, once(cart)),
    [
      backend,
      'POST /api/search',
      load(search, once(search)),
      `≥ ${targets.searchShareOfBare * 100}% of its twin, p99 ≤ ${targets.searchP99Ms} ms`,
      verdict(
        answeredAll(search) &&
          search.requestsPerSecond >=
            targets.searchShareOfBare * search.bare.requestsPerSecond &&
          search.p99Ms <= targets.searchP99Ms,
      ),
    ],
  ]
}

const answeredAll = (result) => result.non2xx + result.errors === 0

function cartRow(backend, cart, share) {
  const floor = targets.cartRequestsPerSecond[backend]
  if (floor === undefined) {
    return [backend, 'GET /api/user/cart/get', load(cart, share), '', '']
  }
  return [
    backend,
    'GET /api/user/cart/get',
    load(cart, share),
    `≥ ${int(floor)} req/s, p99 ≤ ${targets.cartP99Ms} ms`,
    verdict(
      answeredAll(cart) &&
        cart.requestsPerSecond >= floor &&
        cart.p99Ms <= targets.cartP99Ms,
    ),
  ]
}

function orderRow(backend, orders) {
  const ok =
    orders.submitP99Ms !== null &&
    orders.submitP99Ms <= targets.orderP99Ms &&
    orders.errors === 0 &&
    orders.lost === 0 &&
    orders.duplicated === 0 &&
    orders.replayFailures === 0
  const figure = [
    `${int(orders.acknowledged)}/${int(orders.started)} acknowledged`,
    `submit p50 ${ms(orders.submitP50Ms)}, p99 ${ms(orders.submitP99Ms)}`,
    `${int(orders.errors)} errors`,
    `${int(orders.lost)} lost`,
    `${int(orders.duplicated)} duplicated`,
    `${orders.replayed - orders.replayFailures}/${orders.replayed} key replays ok`,
    orders.dbCpuMsPerOrder === null
      ? `${orders.cpuMsPerOrder.toFixed(1)} ms API CPU/order`
      : `${orders.cpuMsPerOrder.toFixed(1)} ms API + ${orders.dbCpuMsPerOrder.toFixed(1)} ms PostgreSQL CPU/order`,
  ].join(', ')
  return [
    backend,
    `orders ${config.orderRate}/s for ${config.orderDurationS} s`,
    figure,
    `p99 ≤ ${targets.orderP99Ms} ms, 0 errors, 0 lost or duplicated`,
    verdict(ok),
  ]
}

function resourceRows(backend, memory, startup) {
  const peaks = memory.processes.map((p) => mb(p.peakRssMb)).join(' and ')
  const rows = [
    [
      backend,
      'API peak memory (RSS) in the order run',
      memory.processes.length > 1 ? `${peaks} (one per instance)` : peaks,
      `≤ ${targets.peakMemoryMb} MB`,
      verdict(memory.peakRssMb <= targets.peakMemoryMb),
    ],
  ]
  const figure =
    startup.freshMs !== undefined
      ? `fresh database ${s(startup.freshMs)}, existing ${s(startup.existingMs)}`
      : `both instances at once on a fresh database ${s(startup.freshBothMs)}`
  rows.push([backend, 'start-up, spawn → /api/health', figure, '', ''])
  return rows
}

/** The rows of the table: [backend, measure, figure, target, pass]. */
export function tableRows(results) {
  const rows = []
  for (const [key, result] of Object.entries(results.bare?.once ?? {})) {
    rows.push([
      'bare Fastify',
      `twin of ${key} (${int(result.bytes)} B), measured once`,
      load(result),
      'machine limit',
      '',
    ])
  }
  for (const [backend, result] of Object.entries(results.backends)) {
    if (result.skipped || result.error) {
      const why = result.skipped
        ? `skipped: ${result.skipped}`
        : `error: ${result.error}`
      rows.push([backend, 'all', why, '', ''])
      continue
    }
    rows.push(...endpointRows(backend, result.endpoints))
    rows.push(orderRow(backend, result.orders))
    rows.push(...resourceRows(backend, result.memory, result.startup))
  }
  return rows
}

export const formatTable = (rows) =>
  formatMarkdownTable(['Backend', 'Measure', 'Figure', 'Target', 'Pass'], rows)
