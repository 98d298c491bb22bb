import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '@food/tools/ports'
import { startNginx } from './nginx.mjs'
import { benchApiEnv, startApi } from './start-api.mjs'

/**
 * Starts the API on a fresh database (migrate + seed), stops it, and starts it again on the
 * database it left: the two start-up times, and the second instance to measure.
 */
async function startTwice(name, ctx, databaseEnv) {
  const env = { ...benchApiEnv(ctx.ownerMobile), ...databaseEnv }
  const logFile = join(ctx.dir, `${name}-api.log`)
  const fresh = await startApi({ port: await freePort(), env, logFile })
  await fresh.stop()
  const api = await startApi({ port: await freePort(), env, logFile })
  return {
    url: api.url,
    pids: [api.pid],
    startup: { freshMs: fresh.startupMs, existingMs: api.startupMs },
    stop: api.stop,
  }
}

const pglite = (ctx) =>
  startTwice('pglite', ctx, { DATA_DIR: join(ctx.dir, 'pglite-data') })

async function postgres(ctx) {
  const pg = await ctx.postgres()
  if (pg.skipped) return { skipped: pg.skipped }
  const url = await pg.server.createDatabase('bench_single')
  const target = await startTwice('postgres', ctx, { DATABASE_URL: url })
  return { ...target, dbCpuMs: pg.server.cpuMs }
}

/** Two API instances on one fresh PostgreSQL database, behind nginx round robin. */
async function nginx(ctx) {
  const pg = await ctx.postgres()
  if (pg.skipped) return { skipped: pg.skipped }
  const env = {
    ...benchApiEnv(ctx.ownerMobile),
    DATABASE_URL: await pg.server.createDatabase('bench_lb'),
  }
  // Both start at once on the empty database: migrations wait for each other's lock.
  const apis = await Promise.all(
    ['a', 'b'].map(async (instance) =>
      startApi({
        port: await freePort(),
        env,
        logFile: join(ctx.dir, `nginx-api-${instance}.log`),
      }),
    ),
  )
  const stopApis = () => Promise.all(apis.map((api) => api.stop()))
  const dir = join(ctx.dir, 'nginx')
  mkdirSync(dir)
  const proxy = await startNginx(
    dir,
    apis.map((api) => Number(new URL(api.url).port)),
  )
  if (proxy.skipped) {
    await stopApis()
    return { skipped: proxy.skipped }
  }
  return {
    url: proxy.url,
    pids: apis.map((api) => api.pid),
    dbCpuMs: pg.server.cpuMs,
    startup: { freshBothMs: Math.max(...apis.map((api) => api.startupMs)) },
    async stop() {
      await proxy.stop()
      await stopApis()
    },
  }
}

/**
 * Each backend: starts it and resolves { url, pids, startup, stop, dbCpuMs } or { skipped };
 * dbCpuMs (the PostgreSQL server's CPU so far) is null when the database is elsewhere.
 */
export const BACKENDS = { pglite, postgres, nginx }
