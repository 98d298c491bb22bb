import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  baseSecurityHeaders,
  inlineScriptHashes,
  shellContentSecurityPolicy,
} from './security-headers.mjs'

const config = {
  apiBase: 'https://api.anatolia.example/api',
  remotes: {
    mf_menu_cart: 'https://menu.cdn.example/v7/mf-manifest.json',
    mf_account: 'https://account.cdn.example/mf-manifest.json',
    mf_blog: 'https://menu.cdn.example/blog/mf-manifest.json',
  },
}

const directive = (policy, name) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('shellContentSecurityPolicy', () => {
  it('lets scripts come only from the shell and the configured remotes’ origins', () => {
    const policy = shellContentSecurityPolicy(config)
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://menu.cdn.example',
      'https://account.cdn.example',
    ])
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
  })

  it('lets the page call the API and load its images, and forbids framing, plugins and base changes', () => {
    const policy = shellContentSecurityPolicy(config)
    expect(directive(policy, 'connect-src')).toContain(
      'https://api.anatolia.example',
    )
    expect(directive(policy, 'img-src')).toContain(
      'https://api.anatolia.example',
    )
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
  })

  it('lets Web Workers start only from the shell and blob: URLs (the login’s robot check), never inline styles', () => {
    const policy = shellContentSecurityPolicy(config)
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:'])
    expect(directive(policy, 'script-src')).not.toContain('blob:')
    expect(directive(policy, 'style-src')).not.toContain("'unsafe-inline'")
  })

  it('follows the config: a remote moved elsewhere is the only new script origin', () => {
    const moved = shellContentSecurityPolicy({
      ...config,
      remotes: {
        ...config.remotes,
        mf_blog: 'https://blog.example/v2/mf-manifest.json',
      },
    })
    expect(directive(moved, 'script-src')).toContain('https://blog.example')
  })

  it('ignores addresses that are not http(s) URLs', () => {
    const policy = shellContentSecurityPolicy({
      apiBase: '/api',
      remotes: { mf_blog: 'javascript:alert(1)' },
    })
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
  })
})

describe('inlineScriptHashes', () => {
  it('allows exactly the page’s own inline scripts, by their hash', () => {
    const code = "window.early = fetch('/runtime-config.json')"
    const html = `<head><script>${code}</script><script defer src="/main.js"></script></head>`
    const hash = createHash('sha256').update(code).digest('base64')
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${hash}'`])
    expect(
      directive(
        shellContentSecurityPolicy(config, inlineScriptHashes(html)),
        'script-src',
      ),
    ).toContain(`'sha256-${hash}'`)
  })
})

describe('baseSecurityHeaders', () => {
  it('always sends nosniff and a referrer policy; HSTS only in production', () => {
    expect(baseSecurityHeaders({})).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(
      baseSecurityHeaders({ NODE_ENV: 'production' })[
        'Strict-Transport-Security'
      ],
    ).toBe('max-age=31536000; includeSubDomains')
  })
})
