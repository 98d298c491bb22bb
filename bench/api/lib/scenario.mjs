import { config } from './config.mjs'
import { fillBasket, signUp, signUpMany } from './customers.mjs'
import { measureEndpoints, startBare } from './endpoints.mjs'
import { checkReplays, runOrders } from './order-run.mjs'
import { cpuMs, sampleProcesses } from './process-stats.mjs'
import { verifyOrders } from './verify-orders.mjs'

const log = (backend, message) =>
  console.log(
    `[${new Date().toISOString().slice(11, 19)}] ${backend}: ${message}`,
  )

async function seconds(fn) {
  const started = performance.now()
  const value = await fn()
  return [value, (performance.now() - started) / 1000]
}

/**
 * Everything measured on one running backend: the read endpoints under load (and, the first
 * time, their bare twins), then the order run with memory sampled and the orders verified.
 */
export async function measureBackend(name, target, ctx) {
  const cartCustomer = await signUp(target.url, 0)
  const filled = await fillBasket(target.url, cartCustomer)
  if (filled.status !== 200)
    throw new Error(`could not fill the cart: ${filled.text}`)

  if (!ctx.bare) {
    log(
      name,
      'starting the bare Fastify twin; measuring its cart and search routes',
    )
    ctx.bare = await startBare(target.url, cartCustomer, ctx.dir)
  }
  log(name, 'measuring the read endpoints (menus alternating with its twin)')
  const serverCpuMs = () => cpuMs(target.pids) + (target.dbCpuMs?.() ?? 0)
  const endpoints = await measureEndpoints(
    target.url,
    cartCustomer,
    serverCpuMs,
    ctx.bare,
  )

  const count = Math.round(config.orderRate * config.orderDurationS)
  const customerCount = Math.min(count, config.orderCustomers)
  log(name, `signing up ${customerCount} customers`)
  const [customers, signUpS] = await seconds(() =>
    signUpMany(target.url, 1, customerCount),
  )
  log(
    name,
    `signed up in ${signUpS.toFixed(1)} s; ${config.orderRate} orders/s for ${config.orderDurationS} s`,
  )
  const sampler = sampleProcesses(target.pids)
  const dbCpuBefore = target.dbCpuMs?.() ?? null
  const run = await runOrders(target.url, customers, {
    rate: config.orderRate,
    count,
    runId: `${ctx.runId}-${name}`,
  })
  const processes = sampler.stop()
  const dbCpuMs = dbCpuBefore === null ? null : target.dbCpuMs() - dbCpuBefore
  const replays = await checkReplays(target.url, run.outcomes)
  const verified = await verifyOrders(target.url, ctx.ownerMobile, run.outcomes)
  const { timeline, ...summary } = run.summary
  log(name, `orders done: ${JSON.stringify({ ...summary, ...verified })}`)
  const p99s = timeline.map((window) => Math.round(window.submitP99Ms ?? 0))
  log(name, `submit p99 per 10 s (ms): ${p99s.join(', ')}`)
  return {
    startup: target.startup,
    endpoints,
    orders: {
      ...run.summary,
      ...replays,
      ...verified,
      customers: customerCount,
      signUpS,
      cpuMsPerOrder:
        processes.reduce((sum, p) => sum + p.cpuMs, 0) / run.summary.started,
      dbCpuMsPerOrder: dbCpuMs === null ? null : dbCpuMs / run.summary.started,
    },
    memory: {
      processes,
      peakRssMb: Math.max(...processes.map((p) => p.peakRssMb)),
    },
  }
}
