import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
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
import { freePort } from './ports'

/** One statement on a PostgreSQL server over its own short connection (create/drop database). */
export async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** The newest Debian PostgreSQL binaries (/usr/lib/postgresql/<version>/bin), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b))
  const newest = versions.at(-1)
  return newest ? join(root, newest, 'bin') : null
}

const isRoot = () => process.getuid?.() === 0

// PostgreSQL refuses to run as root, so root runs it as the postgres user.
function asServerUser(command: string, args: string[]) {
  if (!isRoot()) {
    execFileSync(command, args, { stdio: 'pipe' })
    return
  }
  const quoted = [command, ...args].map((part) => `'${part}'`).join(' ')
  execFileSync('su', ['postgres', '-c', quoted], { stdio: 'pipe' })
}

/** A PostgreSQL server of its own in a temp folder, on a free loopback port. */
type ThrowawayPostgres = {
  /** The server's `postgres` database: create others in it. */
  url: string
  /** The folder that holds the cluster, its socket and its log. */
  dir: string
  /** The postmaster's pid, to sample the server's CPU. */
  pid: number
  stop(): void
}

/**
 * Starts a throwaway cluster from the newest Debian binaries: initdb with trust, listening on
 * 127.0.0.1 only, its socket in its own folder. `stop()` stops it and removes the folder.
 */
export async function startThrowawayPostgres(
  bin: string,
  prefix = 'food-pg-',
): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  if (isRoot()) execFileSync('chown', ['postgres', dir])
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
  asServerUser(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ])
  const pid = Number(
    readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
  )
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    pid,
    stop: () => stopThrowawayPostgres(bin, dir),
  }
}

/** Stops the cluster in `dir` (fast shutdown) and removes the folder. */
export function stopThrowawayPostgres(bin: string, dir: string) {
  try {
    asServerUser(join(bin, 'pg_ctl'), [
      '-D',
      join(dir, 'data'),
      '-m',
      'fast',
      'stop',
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Fresh databases on one server; `dropAll()` drops every one made here. */
export function scratchDatabases(serverUrl: string) {
  const created: string[] = []
  return {
    async create(prefix = 'food_scratch') {
      const name = `${prefix}_${randomBytes(5).toString('hex')}`
      await adminQuery(serverUrl, `create database ${name}`)
      created.push(name)
      return databaseUrl(serverUrl, name)
    },
    async dropAll() {
      for (const name of created.splice(0)) {
        await adminQuery(
          serverUrl,
          `drop database if exists ${name} with (force)`,
        )
      }
    },
  }
}

/** A fresh database on a PostgreSQL server, and how to get rid of it again. */
export type ScratchDatabase = { url: string; drop(): Promise<void> }

/**
 * A scratch database: on `serverUrl`'s server when given (PG_TEST_URL by default), else on a
 * throwaway server that goes with it. Null when neither is available.
 */
export async function scratchPostgres(
  serverUrl = process.env.PG_TEST_URL,
): Promise<ScratchDatabase | null> {
  let server: ThrowawayPostgres | null = null
  if (!serverUrl) {
    const bin = postgresBin()
    if (!bin) return null
    server = await startThrowawayPostgres(bin)
  }
  const databases = scratchDatabases(
    serverUrl ?? (server as ThrowawayPostgres).url,
  )
  try {
    const url = await databases.create('food_scratch')
    return {
      url,
      async drop() {
        await databases.dropAll()
        server?.stop()
      },
    }
  } catch (error) {
    server?.stop()
    throw error
  }
}
