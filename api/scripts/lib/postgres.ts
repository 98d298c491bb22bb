import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { adminQuery } from '../../test/helpers/admin-query'
import { freePort } from './api-process'

/** A fresh database on a PostgreSQL server, and how to get rid of it again. */
export type ScratchDatabase = { url: string; drop(): Promise<void> }

async function createDatabase(
  serverUrl: string,
  stopServer: () => void = () => {},
): Promise<ScratchDatabase> {
  const name = `food_resilience_${randomBytes(5).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await adminQuery(
        serverUrl,
        `drop database if exists ${name} with (force)`,
      )
      stopServer()
    },
  }
}

/** The newest Debian PostgreSQL binaries, if installed (as `.ci/run` finds them). */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b))
  const newest = versions.at(-1)
  return newest ? join(root, newest, 'bin') : null
}

/**
 * A scratch database: on PG_TEST_URL's server when it is set, else on a throwaway server
 * started from Debian's binaries the way `.ci/run` does (as the postgres user when run as
 * root). Null when neither is available.
 */
export async function scratchPostgres(): Promise<ScratchDatabase | null> {
  const serverUrl = process.env.PG_TEST_URL
  if (serverUrl) return createDatabase(serverUrl)
  const bin = postgresBin()
  if (!bin) return null
  const data = mkdtempSync(join(tmpdir(), 'food-resilience-pg-'))
  const isRoot = process.getuid?.() === 0
  // PostgreSQL refuses to run as root.
  if (isRoot) execFileSync('chown', ['postgres', data])
  const run = (command: string, args: string[]) =>
    isRoot
      ? execFileSync(
          'su',
          ['postgres', '-c', [command, ...args].map((a) => `'${a}'`).join(' ')],
          { stdio: 'ignore' },
        )
      : execFileSync(command, args, { stdio: 'ignore' })
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres'])
  const port = await freePort()
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`,
    '-l',
    join(data, 'server.log'),
    '-w',
    'start',
  ])
  const stop = () => {
    run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop'])
    rmSync(data, { recursive: true, force: true })
  }
  try {
    return await createDatabase(
      `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop,
    )
  } catch (error) {
    stop()
    throw error
  }
}
