import {
  postgresBin,
  scratchDatabases,
  startThrowawayPostgres,
} from '@food/tools/postgres'
import { config } from './config.mjs'
import { treeCpuMs } from './process-stats.mjs'

/** PG_BENCH_URL's server, or a throwaway cluster of the local install (tools/src/postgres.ts). */
async function startServer() {
  if (config.pgUrl) return { url: config.pgUrl, cpuMs: null, stop: () => {} }
  const bin = postgresBin()
  if (!bin) return null
  const server = await startThrowawayPostgres(bin, 'food-bench-pg-')
  return { ...server, cpuMs: () => treeCpuMs(server.pid) }
}

/**
 * PostgreSQL for the bench. Resolves { server } where server.createDatabase(prefix) gives a
 * fresh database and server.cpuMs() the CPU time the server has used so far (null for a
 * server elsewhere), or { skipped } when there is none.
 */
export async function startPostgres() {
  const server = await startServer()
  if (!server) {
    return {
      skipped: 'no PG_BENCH_URL and no PostgreSQL in /usr/lib/postgresql',
    }
  }
  const databases = scratchDatabases(server.url)
  return {
    server: {
      cpuMs: server.cpuMs,
      createDatabase: (prefix) => databases.create(prefix),
      async stop() {
        await databases.dropAll()
        server.stop()
      },
    },
  }
}
