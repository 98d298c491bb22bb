import { createHash } from 'node:crypto'

/**
 * Response headers every production server of the site sends. The policy for the
 * shell's pages is built from its runtime config, so scripts may come only from
 * the shell itself and the remotes it is configured to load.
 */

export function baseSecurityHeaders(env = process.env) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Only behind TLS in production; browsers ignore it over plain http anyway.
    ...(env.NODE_ENV === 'production' && {
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    }),
  }
}

/** A page that no other site may frame (a remote's standalone page, errors). */
export const FRAME_NOTHING_POLICY = "frame-ancestors 'none'"

function originOf(url) {
  try {
    const { protocol, origin } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? origin : null
  } catch {
    return null
  }
}

/** The 'sha256-…' source of each inline script of a page, so exactly those may run. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  )
}

/**
 * The Content-Security-Policy of the shell's pages for one runtime config, and the
 * hashes of the page's own inline scripts (the early runtime-config request).
 */
export function shellContentSecurityPolicy(
  { apiBase, remotes },
  scriptHashes = [],
) {
  const remoteOrigins = [
    ...new Set(
      Object.values(remotes ?? {})
        .map(originOf)
        .filter(Boolean),
    ),
  ]
  const api = originOf(apiBase)
  const from = (...sources) =>
    ["'self'", ...new Set(sources.flat().filter(Boolean))].join(' ')
  return [
    "default-src 'self'",
    `script-src ${from(scriptHashes, remoteOrigins)}`,
    `style-src ${from(remoteOrigins)}`,
    `img-src ${from('data:', api, remoteOrigins)}`,
    `font-src ${from(remoteOrigins)}`,
    `connect-src ${from(api, remoteOrigins)}`,
    // The login's robot check (altcha) solves in Web Workers made from blob: URLs: a worker
    // file from a remote's origin would be cross-origin on this page.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
