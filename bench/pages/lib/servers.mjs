import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ApiProcess } from '@food/tools/api-process'
import { waitUntilUp } from '@food/tools/wait'
import { OWNER_MOBILE } from './owner-photo.mjs'

/** The bench's own ports, away from dev (3000–3003, 4000) and e2e (3400+, 4400+). */
const PORTS = {
  shell: 3700,
  mf_menu_cart: 3701,
  mf_account: 3702,
  mf_blog: 3703,
  monolith: 3704,
  api: 4700,
}

const url = (port) => `http://localhost:${port}`
const API_URL = `${url(PORTS.api)}/api`

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
 * Starts the production servers of the stitched site (and of the shell's
 * monolith build, server-rendered the same way) as e2e does: `pnpm --filter
 * @food/<app> serve` per app and the API on a fresh PGlite database in a
 * temporary folder.
 */
export async function startSite(root, { log = () => {} } = {}) {
  await Promise.all(Object.values(PORTS).map(assertFree))
  const dataDir = mkdtempSync(path.join(tmpdir(), 'food-bench-pages-'))
  const children = []
  // The API as production runs it (tools/src/api-process.ts), on a fresh PGlite database.
  const api = new ApiProcess({
    port: PORTS.api,
    env: {
      DATA_DIR: path.join(dataDir, 'data'),
      SHOP_STATUS_OVERRIDE: 'open',
      OWNER_MOBILE: OWNER_MOBILE,
      CORS_ORIGINS: [url(PORTS.shell), url(PORTS.monolith)].join(','),
      LOG_LEVEL: 'warn',
    },
    logFile: path.join(dataDir, 'api.log'),
  })
  const start = (name, command, env, readyUrl) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    })
    child.stderr.on('data', (chunk) => log(`[${name}] ${chunk}`))
    children.push(child)
    return waitUntilUp(readyUrl, {
      timeoutMs: 90_000,
      whyNot: () => (child.exitCode === null ? null : `${name} exited`),
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
  const serve = (app, port, env = {}, script = 'serve') =>
    start(
      app,
      ['pnpm', '--filter', `@food/${app}`, script],
      { PORT: String(port), ...env },
      `${url(port)}/`,
    )
  const shellEnv = {
    API_BASE: API_URL,
    MF_MENU_CART_URL: `${url(PORTS.mf_menu_cart)}/mf-manifest.json`,
    MF_ACCOUNT_URL: `${url(PORTS.mf_account)}/mf-manifest.json`,
    MF_BLOG_URL: `${url(PORTS.mf_blog)}/mf-manifest.json`,
  }
  try {
    await Promise.all([
      api.start(),
      serve('mf-menu-cart', PORTS.mf_menu_cart),
      serve('mf-account', PORTS.mf_account),
      serve('mf-blog', PORTS.mf_blog),
      serve('shell', PORTS.shell, shellEnv),
      // The monolith's own render server (shell/dist-monolith-server).
      serve('shell', PORTS.monolith, shellEnv, 'serve:monolith'),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return {
    stop,
    siteUrl: url(PORTS.shell),
    monolithUrl: url(PORTS.monolith),
    apiOrigin: url(PORTS.api),
  }
}
