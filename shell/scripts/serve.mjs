#!/usr/bin/env node
// The shell's production server: the built files, plus the runtime config,
// robots.txt and sitemap.xml, which depend on where things are deployed.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  createStaticServer,
  inlineScriptHashes,
  listen,
  shellContentSecurityPolicy,
} from '@food/shared/serve'
import { readRuntimeConfig } from './runtime-config.mjs'
import { robotsTxt, sitemapXml } from './seo-files.mjs'

// SHELL_DIST=dist-monolith serves the monolith build (bench/pages only).
const distDir = path.resolve(
  import.meta.dirname,
  '..',
  process.env.SHELL_DIST ?? 'dist',
)
const port = Number(process.env.PORT ?? 3000)

function originOf(req) {
  return (
    process.env.SITE_URL?.replace(/\/$/, '') ?? `http://${req.headers.host}`
  )
}

function send(res, type, body) {
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' })
  res.end(body)
}

const server = createStaticServer({
  root: distDir,
  spa: true,
  // Read per page, like the config itself: moving a remote moves the policy with it.
  // The page's one inline script (it asks for runtime-config.json early) may run by its hash.
  pagePolicy: async () =>
    shellContentSecurityPolicy(
      await readRuntimeConfig(distDir),
      inlineScriptHashes(
        await readFile(path.join(distDir, 'index.html'), 'utf8'),
      ),
    ),
  routes: {
    '/runtime-config.json': async (_req, res) =>
      send(
        res,
        'application/json; charset=utf-8',
        JSON.stringify(await readRuntimeConfig(distDir)),
      ),
    '/robots.txt': (req, res) =>
      send(res, 'text/plain; charset=utf-8', robotsTxt(originOf(req))),
    '/sitemap.xml': async (req, res) => {
      const { apiBase } = await readRuntimeConfig(distDir)
      send(
        res,
        'application/xml; charset=utf-8',
        await sitemapXml(originOf(req), apiBase),
      )
    },
  },
})
await listen(server, port)
console.log(`Shell on http://localhost:${port}`)
