import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheControlFor, createStaticServer, listen } from './serve-static.mjs'

const root = mkdtempSync(path.join(tmpdir(), 'serve-static-'))
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))})`
writeFileSync(
  path.join(root, 'index.html'),
  '<!doctype html><html><body>app</body></html>',
)
writeFileSync(path.join(root, 'remoteEntry.js'), bigScript)
writeFileSync(path.join(root, 'main.0a1b2c3d.js'), bigScript)
writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mf_blog"}')
mkdirSync(path.join(root, 'assets'))
writeFileSync(path.join(root, 'assets', 'logo.svg'), '<svg/>')
writeFileSync(path.join(tmpdir(), 'secret.txt'), 'secret')

let base = ''
let server

beforeAll(async () => {
  server = await listen(createStaticServer({ root, spa: true }), 0)
  base = `http://127.0.0.1:${server.address().port}`
})
afterAll(() => server.close())

describe('cacheControlFor', () => {
  it.each([
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['runtime-config.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['main.0a1b2c3d.js', 'public, max-age=31536000, immutable'],
    ['main.0a1b2c3d.css', 'public, max-age=31536000, immutable'],
    ['robots.txt', 'public, max-age=300'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected)
  })
})

describe('the static server', () => {
  it('sends nosniff and a referrer policy, and forbids framing its pages', async () => {
    const page = await fetch(`${base}/deep/link`)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    )
    expect(page.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'none'",
    )
    const script = await fetch(`${base}/main.0a1b2c3d.js`)
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    expect(script.headers.get('content-security-policy')).toBeNull()
  })

  it('gives HTML pages the policy the caller builds', async () => {
    const custom = await listen(
      createStaticServer({
        root,
        spa: true,
        pagePolicy: async () => "script-src 'self'",
      }),
      0,
    )
    try {
      const response = await fetch(`http://127.0.0.1:${custom.address().port}/`)
      expect(response.headers.get('content-security-policy')).toBe(
        "script-src 'self'",
      )
    } finally {
      custom.close()
    }
  })

  it('serves the manifest with CORS for any origin and no caching', async () => {
    const response = await fetch(`${base}/mf-manifest.json`, {
      headers: { Origin: 'http://localhost:3000' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.json()).toEqual({ name: 'mf_blog' })
  })

  it('gzips large text files for clients that accept it', async () => {
    const response = await fetch(`${base}/main.0a1b2c3d.js`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(await response.text()).toBe(bigScript)
    const raw = await new Promise((resolve) => {
      import('node:http').then(({ get }) =>
        get(
          `${base}/main.0a1b2c3d.js`,
          { headers: { 'accept-encoding': 'gzip' } },
          (res) => {
            const chunks = []
            res.on('data', (chunk) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                body: Buffer.concat(chunks),
              }),
            )
          },
        ),
      )
    })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toBe(bigScript)
  })

  it('answers a deep link with index.html, and a missing file with 404', async () => {
    const page = await fetch(`${base}/news-and-insights/some-post`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<body>app</body>')
    expect((await fetch(`${base}/missing.0a1b2c3d.js`)).status).toBe(404)
  })

  it('never serves a file outside its folder', async () => {
    const response = await fetch(`${base}/..%2Fsecret.txt`)
    expect(response.status).not.toBe(200)
    expect(await response.text()).not.toContain('secret')
  })

  it('refuses methods other than GET, HEAD and OPTIONS', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(
      405,
    )
  })
})
