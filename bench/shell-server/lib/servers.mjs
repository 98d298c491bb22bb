import { existsSync } from 'node:fs'
import path from 'node:path'
import { ApiProcess } from '@food/tools/api-process'
import {
  spawnServer,
  stopWithTheRest,
  tempDir,
  waitUntilUp,
} from './processes.mjs'
import { API_BASE, PORTS, ROOT, url } from './settings.mjs'

const SERVE_STATIC = path.join(ROOT, 'shared/build/serve-static.mjs')
const REMOTES = {
  mf_menu_cart: 'mf-menu-cart',
  mf_account: 'mf-account',
  mf_blog: 'mf-blog',
}

/** What `pnpm build` leaves and the bench serves; the missing ones, if any. */
export function missingBuilds() {
  const needed = [
    'shell/dist-server/main.js',
    'shell/dist/index.html',
    ...Object.values(REMOTES).flatMap((folder) => [
      `${folder}/dist/mf-manifest.json`,
      `${folder}/dist/server/remoteEntry.js`,
    ]),
  ]
  return needed.filter((file) => !existsSync(path.join(ROOT, file)))
}

/** The API on a fresh PGlite database, the shop forced open. */
export async function startApi() {
  const dataDir = tempDir('food-bench-shell-db-')
  const api = new ApiProcess({
    port: PORTS.api,
    env: {
      DATA_DIR: path.join(dataDir, 'data'),
      SHOP_STATUS_OVERRIDE: 'open',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: url(PORTS.shell),
    },
    logFile: path.join(dataDir, 'api.log'),
  })
  stopWithTheRest(() => api.close())
  await api.start()
  return api
}

/** A folder served as a remote host would (CORS, no-cache manifests, gzip). */
export async function startStatic(name, folder, port) {
  const server = spawnServer(
    name,
    process.execPath,
    [SERVE_STATIC, folder, String(port)],
    { cwd: ROOT, env: { HOST: '127.0.0.1' } },
  )
  await waitUntilUp(`${url(port)}/`, server)
  return server
}

/** The three remotes' dist folders on their ports. */
export const startRemotes = () =>
  Promise.all(
    Object.entries(REMOTES).map(([name, folder]) =>
      startStatic(name, path.join(ROOT, folder, 'dist'), PORTS[name]),
    ),
  )

/** The remotes as the shell's environment names them (no runtime config file). */
export const remotesEnv = () => ({
  API_BASE,
  MF_MENU_CART_URL: `${url(PORTS.mf_menu_cart)}/mf-manifest.json`,
  MF_ACCOUNT_URL: `${url(PORTS.mf_account)}/mf-manifest.json`,
  MF_BLOG_URL: `${url(PORTS.mf_blog)}/mf-manifest.json`,
})

/**
 * The render server as `pnpm serve` runs it, but without pnpm in between: its
 * pid is then the node process whose CPU and memory are read.
 */
export async function startShell(env, nodeArgs = []) {
  const shell = spawnServer(
    'shell',
    process.execPath,
    [...nodeArgs, 'dist-server/main.js'],
    {
      cwd: path.join(ROOT, 'shell'),
      env: { PORT: String(PORTS.shell), ...env },
    },
  )
  await waitUntilUp(`${url(PORTS.shell)}/robots.txt`, shell)
  return shell
}
