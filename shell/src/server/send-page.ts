import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import {
  inlineScriptHashes,
  shellContentSecurityPolicy,
} from '@food/shared/serve'
import { EARLY_TAPS_TAG } from './page-document'
import type { Page } from './page-renderer'

// The page's one inline script never changes: hashed once.
const INLINE_SCRIPT_HASHES = inlineScriptHashes(EARLY_TAPS_TAG)

type Prepared = { body: Buffer; gzipped: Buffer; etag: string; policy: string }

// A cached page is compressed and hashed once, however often it is sent.
const prepared = new WeakMap<Page, Prepared>()

function prepare(page: Page): Prepared {
  let entry = prepared.get(page)
  if (!entry) {
    const body = Buffer.from(page.html)
    entry = {
      body,
      gzipped: gzipSync(body),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      // The policy follows the config the page runs with: scripts only from
      // the shell and the remotes it names, and no inline script but the one
      // that holds early taps (page-document.ts).
      policy: shellContentSecurityPolicy(page.config, INLINE_SCRIPT_HASHES),
    }
    prepared.set(page, entry)
  }
  return entry
}

/** Sends a page: revalidated on every load (no-cache), gzipped when asked, 304 when unchanged. */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: Page,
) {
  if (page.movedTo) {
    // Permanent for search engines, yet asked again by browsers (no-cache): an
    // owner who later gives the post its old address back must not meet a loop.
    res.writeHead(301, { Location: page.movedTo, 'Cache-Control': 'no-cache' })
    res.end()
    return
  }
  const { body, gzipped, etag, policy } = prepare(page)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Content-Security-Policy', policy)
  // The allergens a visitor hides are in their cookie (ADR 045).
  res.setHeader('Vary', 'Accept-Encoding, Cookie')
  res.setHeader('ETag', etag)
  res.setHeader('X-Rendered', page.isServerRendered ? 'server' : 'browser')
  if (page.status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end()
    return
  }
  const isGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  const sent = isGzip ? gzipped : body
  if (isGzip) res.setHeader('Content-Encoding', 'gzip')
  res.writeHead(page.status, { 'Content-Length': sent.length })
  res.end(req.method === 'HEAD' ? undefined : sent)
}
