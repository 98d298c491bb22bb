import { measurePair, measureRoute } from './autocannon-run.mjs'
import { startBareServer } from './bare.mjs'
import { expectCall } from './http.mjs'
import { cpuMs } from './process-stats.mjs'

/** The read endpoints measured under load, each next to its bare twin. */
const ENDPOINTS = [
  { key: 'menus', label: 'GET /api/menus', method: 'GET', path: '/api/menus' },
  {
    key: 'cart',
    label: 'GET /api/user/cart/get',
    method: 'GET',
    path: '/api/user/cart/get',
    needsCustomer: true,
  },
  {
    key: 'search',
    label: 'POST /api/search',
    method: 'POST',
    path: '/api/search',
    body: { search: 'chicken' },
  },
]

const request = (url, endpoint, customer, serverCpuMs) => ({
  serverCpuMs,
  url: `${url}${endpoint.path}`,
  method: endpoint.method,
  headers: endpoint.needsCustomer ? customer.auth : {},
  body: endpoint.body,
})

/** One answer of each endpoint, to give the bare server bodies of the same size. */
async function captureReplies(url, customer) {
  const routes = []
  for (const endpoint of ENDPOINTS) {
    const {
      url: full,
      method,
      headers,
      body,
    } = request(url, endpoint, customer)
    const res = await expectCall(full, method, '', 200, { headers, body })
    routes.push({
      method,
      path: `/${endpoint.key}`,
      reply: res.body,
      bytes: res.text.length,
    })
  }
  return routes
}

/**
 * The machine's limit: a bare Fastify process answering copies of the real replies. Its
 * GET /menus twin is measured alongside /api/menus on every backend; the cart and search
 * twins once, here (they have no target).
 */
export async function startBare(url, customer, dir) {
  const routes = await captureReplies(url, customer)
  const server = await startBareServer(routes, dir)
  const twins = {}
  for (const endpoint of ENDPOINTS) {
    const route = routes.find((r) => r.path === `/${endpoint.key}`)
    twins[endpoint.key] = {
      bytes: route.bytes,
      target: {
        serverCpuMs: () => cpuMs([server.pid]),
        url: `${server.url}${route.path}`,
        method: endpoint.method,
        body: endpoint.body,
      },
    }
  }
  const once = {}
  for (const key of ['cart', 'search']) {
    once[key] = {
      bytes: twins[key].bytes,
      ...(await measureRoute(twins[key].target)),
    }
  }
  return { server, twins, once }
}

/** serverCpuMs: CPU used so far by the API, and by its PostgreSQL server when local. */
export async function measureEndpoints(url, customer, serverCpuMs, bare) {
  const [menus, cart, search] = ENDPOINTS.map((endpoint) =>
    request(url, endpoint, customer, serverCpuMs),
  )
  const pair = await measurePair(menus, bare.twins.menus.target)
  return {
    menus: {
      ...pair.api,
      bare: { bytes: bare.twins.menus.bytes, ...pair.bare },
    },
    cart: { ...(await measureRoute(cart)), bare: bare.once.cart },
    search: { ...(await measureRoute(search)), bare: bare.once.search },
  }
}
