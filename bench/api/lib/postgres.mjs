import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { config } from './config.mjs'
import { freePort } from './ports.mjs'
import { treeCpuMs } from './process-stats.mjs'

/** The newest Debian PostgreSQL install, as .ci/run picks it; null when there is none. */
function findPgBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
  return versions.length ? join(root, versions.at(-1), 'bin') : null
}

// initdb refuses to run as root, so root runs the server as postgres (like .ci/run).
function asServerUser(bin, args) {
  const isRoot = process.getuid?.() === 0
  const command = [bin, ...args].map((part) => `'${part}'`).join(' ')
  if (isRoot) execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' })
  else execFileSync(bin, args, { stdio: 'pipe' })
}

/** A throwaway cluster in a temp dir on a free port; stop() removes it again. */
async function startThrowawayServer(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'food-bench-pg-'))
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
  const data = join(dir, 'data')
  asServerUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
  ])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`
  asServerUser(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ])
  const postmasterPid = Number(
    readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
  )
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cpuMs: () => treeCpuMs(postmasterPid),
    async stop() {
      asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function withDatabase(serverUrl, name) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * PostgreSQL for the bench: PG_BENCH_URL's server, or a throwaway cluster of the local
 * install. Resolves { server, skipped } where server.createDatabase() gives a fresh database.
 */
export async function startPostgres() {
  let server
  if (config.pgUrl) {
    server = { url: config.pgUrl, cpuMs: null, stop: async () => {} }
  } else {
    const bin = findPgBin()
    if (!bin) {
      return {
        skipped: 'no PG_BENCH_URL and no PostgreSQL in /usr/lib/postgresql',
      }
    }
    server = await startThrowawayServer(bin)
  }
  const created = []
  return {
    server: {
      /** CPU time the server has used so far (ms), or null for a server elsewhere. */
      cpuMs: server.cpuMs,
      async createDatabase(prefix) {
        const name = `${prefix}_${process.pid}_${Date.now()}`
        await admin(server.url, `create database ${name}`)
        created.push(name)
        return withDatabase(server.url, name)
      },
      async stop() {
        for (const name of created) {
          await admin(
            server.url,
            `drop database if exists ${name} with (force)`,
          )
        }
        await server.stop()
      },
    },
  }
}
