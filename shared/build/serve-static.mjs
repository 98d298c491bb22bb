#!/usr/bin/env node
// The production server for one built app: static files with the cache rules
// of a federated deployment, CORS for the shell's origin, compression, and an
// optional single-page fallback. The files themselves go out through `send`
// (conditional requests answered 304, ranges, HEAD) and `compression`; this
// file only says which file, with which headers (ADR 023).
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import send from 'send'
import {
  baseSecurityHeaders,
  FRAME_NOTHING_POLICY,
} from './security-headers.mjs'

export {
  inlineScriptHashes,
  shellContentSecurityPolicy,
} from './security-headers.mjs'

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

/**
 * The decoded path of a request for a file, or null when no file can be meant:
 * bad percent-encoding, a NUL byte, or a `..` segment (also one written as
 * `%2F..` or with backslashes). Read from the raw request line, since the URL
 * parser would quietly resolve `/a/../b` to `/b`.
 */
function decodedFilePath(rawUrl) {
  const rawPath = rawUrl.split('?', 1)[0] ?? ''
  let decoded
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  if (decoded.split(/[\\/]/).includes('..')) return null
  return decoded
}

const COMPRESSIBLE_TYPES = new Set(
  [...COMPRESSIBLE].map((extension) => TYPES[extension]),
)
// Text compresses (brotli where the client takes it, else gzip); images are
// compressed already. Brotli at 5, not the library's 4: on our largest chunk 4
// came out 3% bigger than gzip, 5 is 2.5% smaller for about 2 ms (ADR 023).
const compress = compression({
  filter: (_req, res) => COMPRESSIBLE_TYPES.has(res.getHeader('Content-Type')),
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
})

async function fileIn(root, decodedPath) {
  const filePath = path.join(root, decodedPath)
  try {
    const info = await stat(filePath)
    if (info.isFile()) return filePath
    if (info.isDirectory())
      return fileIn(root, path.join(decodedPath, 'index.html'))
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
      const decoded = decodedFilePath(req.url ?? '/')
      if (decoded === null) {
        res.writeHead(400, { 'Content-Type': TYPES['.txt'] }).end('Bad request')
        return
      }
      let found = await fileIn(absoluteRoot, decoded)
      if (pages && (!found || path.extname(found) === '.html'))
        return await pages(req, res)
      if (!found && spa && !looksLikeFile)
        found = await fileIn(absoluteRoot, '/index.html')
      if (!found) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found')
        return
      }
      if (path.extname(found) === '.html')
        res.setHeader('Content-Security-Policy', await pagePolicy())
      sendFile(req, res, path.relative(absoluteRoot, found), absoluteRoot)
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end('Server error')
    }
  })
}

/** One file of `root`, its headers set here; `send` answers 200, 206 or 304. */
function sendFile(req, res, relativePath, root) {
  const extension = path.extname(relativePath)
  res.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream')
  res.setHeader('Cache-Control', cacheControlFor(path.basename(relativePath)))
  res.setHeader('Vary', 'Accept-Encoding')
  compress(req, res, () => {
    send(req, encodeURI(`/${relativePath.split(path.sep).join('/')}`), {
      root,
      index: false,
      // Our own Cache-Control stands; send adds ETag and Last-Modified.
      cacheControl: false,
      // A byte range of a compressed answer would not match its length.
      acceptRanges: !COMPRESSIBLE.has(extension),
    })
      // The file went between our look and send's (a new release): answer
      // with our own headers, which send would otherwise clear.
      .on('error', (error) => {
        res.removeHeader('Content-Type')
        res.writeHead(error.status ?? 500).end()
      })
      .pipe(res)
  })
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
