import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { configureApi, getApiBase } from '@food/shared/api'
import { createStaticServer, listen } from '@food/shared/serve'
import { parseAvoidedAllergens } from '@food/shared/store'
import { SERVER_RENDERED_MODULES } from '../remotes/route-modules'
import type { ShellRuntimeConfig } from '../runtime/read-runtime-config'
import { createPageRenderer } from './page-renderer'
import { readRuntimeConfig } from './runtime-config'
import { sendPage } from './send-page'
import { robotsTxt, sitemapXml } from './seo-files'
import { createServerData, type ServerData } from './server-data'
import { createServerRemotes } from './server-remotes'
import type { ServerSettings } from './settings'

type Env = Record<string, string | undefined>

function send(res: ServerResponse, type: string, body: string) {
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' })
  res.end(body)
}

/** The runtime config, read again at most once per `ttlMs`. */
function configReader(distDir: string, env: Env, ttlMs: number) {
  let kept: { at: number; config: Promise<ShellRuntimeConfig> } | null = null
  return () => {
    if (!kept || Date.now() - kept.at >= ttlMs) {
      const config = readRuntimeConfig(distDir, env)
      kept = { at: Date.now(), config }
      config.catch(() => {
        kept = null
      })
    }
    return kept.config
  }
}

/**
 * The shell's production server: the built files, runtime-config.json,
 * robots.txt and sitemap.xml, and every page rendered on the server from the
 * remotes of the runtime config (ADR 004).
 */
export async function startShellServer(
  distDir: string,
  settings: ServerSettings,
  env: Env = process.env,
) {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8')
  const readConfig = configReader(distDir, env, settings.checkEveryMs)
  const remotes = createServerRemotes({
    modulesOf: (remote) =>
      SERVER_RENDERED_MODULES.filter((id) => id.startsWith(`${remote}/`)),
    checkEveryMs: settings.checkEveryMs,
    timeoutMs: settings.remoteTimeoutMs,
    retryAfterMs: 5 * settings.checkEveryMs,
  })
  // The API's answers are kept per API root: a config that moves the API
  // starts from nothing.
  let data: ServerData = createServerData(settings.dataTtlMs)
  const renderer = () =>
    createPageRenderer({
      template,
      checkEveryMs: settings.checkEveryMs,
      remotes,
      data,
      budgetMs: settings.budgetMs,
      cachedPages: settings.cachedPages,
    })
  let pages = renderer()

  async function currentConfig() {
    const config = await readConfig()
    if (config.apiBase !== getApiBase()) {
      configureApi({
        baseURL: config.apiBase,
        timeoutMs: settings.dataTimeoutMs,
      })
      data = createServerData(settings.dataTtlMs)
      pages = renderer()
    }
    return config
  }

  const originOf = (req: IncomingMessage) =>
    settings.siteUrl ?? `http://${req.headers.host ?? 'localhost'}`

  const server = createStaticServer({
    root: distDir,
    routes: {
      '/runtime-config.json': async (_req, res) =>
        send(
          res,
          'application/json; charset=utf-8',
          JSON.stringify(await currentConfig()),
        ),
      '/robots.txt': (req, res) =>
        send(res, 'text/plain; charset=utf-8', robotsTxt(originOf(req))),
      '/sitemap.xml': async (req, res) => {
        await currentConfig()
        send(
          res,
          'application/xml; charset=utf-8',
          await sitemapXml(originOf(req)),
        )
      },
    },
    pages: async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const config = await currentConfig()
      const visitor = {
        avoidedAllergens: parseAvoidedAllergens(req.headers.cookie),
      }
      sendPage(req, res, await pages.page(url, config, originOf(req), visitor))
    },
  })
  await listen(server, settings.port)
  return server
}
