import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ApiProcess } from '@food/tools/api-process'
import { waitUntilUp } from '@food/tools/wait'

export const ROOT = path.resolve(import.meta.dirname, '../../..')

/** The bench's own ports, away from dev (3000+), e2e (3400+), bench/pages (3700–3704) and bench/shell-server (3800+). */
const PORTS = {
  shell: 3720,
  mf_menu_cart: 3721,
  mf_account: 3722,
  mf_blog: 3723,
  mf_kitchen: 3724,
  api: 4720,
}
const REMOTES = ['mf_menu_cart', 'mf_account', 'mf_blog', 'mf_kitchen']

/** The kitchen's owner on the fresh database (OWNER_MOBILE): the tablet signs in as them. */
export const OWNER_MOBILE = '7700901000'

const url = (port) => `http://localhost:${port}`
const packageOf = (remote) => remote.replace('_', '-').replace('_', '-')

const DISTS = [
  'api/dist/server/main.js',
  'shell/dist',
  'shell/dist-server',
  ...REMOTES.map((remote) => `${packageOf(remote)}/dist`),
].map((dir) => path.join(ROOT, dir))

/** `pnpm build` once, unless `reuseDist` and every dist folder is there; resolves the build's ms or null. */
export function buildOnce(reuseDist) {
  if (reuseDist && DISTS.every((dir) => existsSync(dir))) return null
  console.log('Production build (pnpm build)…')
  const started = performance.now()
  const result = spawnSync('pnpm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('pnpm build failed')
  return Math.round(performance.now() - started)
}

function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: is another bench running?`)),
    )
    probe.listen(port, () => probe.close(resolve))
  })
}

/**
 * The production site as e2e's own sites run it: the API on a fresh PGlite database in a
 * temporary folder with DEV_CLOCK=true (the bench moves the restaurant's clock), and each app's
 * production server (`pnpm --filter @food/<app> serve`).
 */
export async function startSite({ log = () => {} } = {}) {
  await Promise.all(Object.values(PORTS).map(assertFree))
  const dataDir = mkdtempSync(path.join(tmpdir(), 'food-bench-kitchen-board-'))
  const api = new ApiProcess({
    port: PORTS.api,
    env: {
      DATA_DIR: path.join(dataDir, 'data'),
      DEV_CLOCK: 'true',
      OWNER_MOBILE,
      CORS_ORIGINS: url(PORTS.shell),
      SMS_PROVIDER: 'dev',
      // Each customer comes from its own X-Forwarded-For address (10 codes per address per hour).
      TRUST_PROXY: 'true',
      SMS_DAILY_CAP: '1000000',
      LOG_LEVEL: 'warn',
    },
    logFile: path.join(dataDir, 'api.log'),
  })
  const children = []
  const serve = (app, port, env = {}) => {
    const child = spawn('pnpm', ['--filter', `@food/${app}`, 'serve'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    })
    child.stderr.on('data', (chunk) => log(`[${app}] ${chunk}`))
    children.push(child)
    return waitUntilUp(`${url(port)}/`, {
      timeoutMs: 90_000,
      whyNot: () => (child.exitCode === null ? null : `${app} exited`),
    })
  }
  const stop = async () => {
    await Promise.all([
      api.close(),
      ...children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || !child.pid) return resolve()
            child.once('exit', resolve)
            // The group: pnpm and the node server it started.
            process.kill(-child.pid, 'SIGTERM')
          }),
      ),
    ])
    rmSync(dataDir, { recursive: true, force: true })
  }
  const remoteEnv = Object.fromEntries(
    REMOTES.map((remote) => [
      `${remote.toUpperCase()}_URL`,
      `${url(PORTS[remote])}/mf-manifest.json`,
    ]),
  )
  try {
    await Promise.all([
      api.start(),
      ...REMOTES.map((remote) => serve(packageOf(remote), PORTS[remote])),
      serve('shell', PORTS.shell, { API_BASE: api.base, ...remoteEnv }),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { stop, siteUrl: url(PORTS.shell), apiBase: api.base }
}
