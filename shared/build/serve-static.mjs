#!/usr/bin/env node
// A small production server for one built app: static files with the cache
// rules of a federated deployment, CORS for the shell's origin, gzip, and an
// optional single-page fallback. No dependencies, so any team can run it.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import {
  baseSecurityHeaders,
  FRAME_NOTHING_POLICY,
} from './security-headers.mjs'

export {
  inlineScriptHashes,
  shellContentSecurityPolicy,
} from './security-headers.mjs'

const gzipAsync = promisify(gzip)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
])
// Names that must always be revalidated: they point at the current version.
const ENTRY_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'runtime-config.json',
  'mf-stats.json',
])
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp)$/

/** Cache-Control for one file: hashed files forever, entry points never. */
export function cacheControlFor(fileName) {
  if (ENTRY_FILES.has(fileName)) return 'no-cache'
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=300'
}

const gzipCache = new Map()

async function gzipped(filePath, mtimeMs) {
  const key = `${filePath}:${mtimeMs}`
  if (!gzipCache.has(key))
    gzipCache.set(key, gzipAsync(await readFile(filePath)))
  return gzipCache.get(key)
}

async function fileIn(root, urlPath) {
  const decoded = decodeURIComponent(urlPath)
  const filePath = path.normalize(path.join(root, decoded))
  // Never serve anything outside the build folder.
  if (filePath !== root && !filePath.startsWith(root + path.sep)) return null
  try {
    const info = await stat(filePath)
    if (info.isFile()) return { filePath, info }
    if (info.isDirectory())
      return fileIn(root, path.join(decoded, 'index.html'))
  } catch {
    return null
  }
  return null
}

/**
 * Serves `root`. `routes` maps exact paths to handlers `(req, res) => void`
 * that run before the files (the shell uses them for runtime-config.json);
 * `pagePolicy()` gives the Content-Security-Policy of the HTML pages. With
 * `pages`, every path that is not a file (and every HTML file) is answered by
 * that handler instead: the shell's render server.
 */
export function createStaticServer({
  root,
  spa = false,
  routes = {},
  pagePolicy = async () => FRAME_NOTHING_POLICY,
  pages,
}) {
  const absoluteRoot = path.resolve(root)
  const securityHeaders = baseSecurityHeaders()
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    res.setHeader('Access-Control-Allow-Origin', '*')
    for (const [name, value] of Object.entries(securityHeaders))
      res.setHeader(name, value)
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      res.writeHead(204).end()
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end()
      return
    }
    try {
      const route = routes[url.pathname]
      if (route) return await route(req, res)
      const looksLikeFile = path.extname(url.pathname) !== ''
      // A page's path (no extension) needs no look at the disk.
      if (pages && !looksLikeFile) return await pages(req, res)
      let found = await fileIn(absoluteRoot, url.pathname)
      if (pages && (!found || path.extname(found.filePath) === '.html'))
        return await pages(req, res)
      if (!found && spa && !looksLikeFile)
        found = await fileIn(absoluteRoot, '/index.html')
      if (!found) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found')
        return
      }
      if (path.extname(found.filePath) === '.html')
        res.setHeader('Content-Security-Policy', await pagePolicy())
      await sendFile(req, res, found)
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end('Server error')
    }
  })
}

async function sendFile(req, res, { filePath, info }) {
  const extension = path.extname(filePath)
  const headers = {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(path.basename(filePath)),
    'Last-Modified': info.mtime.toUTCString(),
    Vary: 'Accept-Encoding',
  }
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  if (acceptsGzip && COMPRESSIBLE.has(extension) && info.size > 1024) {
    const body = await gzipped(filePath, info.mtimeMs)
    res.writeHead(200, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  res.writeHead(200, { ...headers, 'Content-Length': info.size })
  if (req.method === 'HEAD') res.end()
  else createReadStream(filePath).pipe(res)
}

/** Starts a server and resolves once it listens. */
export function listen(server, port, host = process.env.HOST ?? '127.0.0.1') {
  return new Promise((resolve) =>
    server.listen(port, host, () => resolve(server)),
  )
}

// As a command: serve-static.mjs [folder] [port] [--spa]
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  const root = args[0] ?? 'dist'
  const port = Number(process.env.PORT ?? args[1] ?? 8080)
  const server = createStaticServer({
    root,
    spa: process.argv.includes('--spa'),
  })
  await listen(server, port)
  console.log(`Serving ${path.resolve(root)} on http://localhost:${port}`)
}
