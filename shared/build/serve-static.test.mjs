import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
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

/**
 * A GET sent as written: a URL would resolve dots in the path first, and
 * fetch adds `Cache-Control: no-cache` to a conditional request, which asks
 * for a full answer (a browser's revalidation does not).
 */
function rawGet(requestPath, headers = {}) {
  return new Promise((resolve, reject) => {
    import('node:http').then(({ get }) =>
      get(
        {
          host: '127.0.0.1',
          port: server.address().port,
          path: requestPath,
          headers,
        },
        (res) => {
          const chunks = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            resolve({
              status: res.statusCode,
              headers: res.headers,
              raw,
              body: raw.toString(),
            })
          })
        },
      ).on('error', reject),
    )
  })
}

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

  it('sends brotli to a browser that prefers it, and nothing compressed to one that takes none', async () => {
    const brotli = await rawGet('/main.0a1b2c3d.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.raw).toString()).toBe(bigScript)
    const plain = await rawGet('/main.0a1b2c3d.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bigScript)
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

  it('answers a revalidation of an unchanged file with 304 and no body', async () => {
    const first = await fetch(`${base}/mf-manifest.json`)
    const etag = first.headers.get('etag')
    const lastModified = first.headers.get('last-modified')
    expect(etag).toBeTruthy()
    expect(lastModified).toBeTruthy()
    const byTag = await rawGet('/mf-manifest.json', { 'If-None-Match': etag })
    expect(byTag.status).toBe(304)
    expect(byTag.body).toBe('')
    expect(byTag.headers['cache-control']).toBe('no-cache')
    expect(byTag.headers['access-control-allow-origin']).toBe('*')
    const byDate = await rawGet('/main.0a1b2c3d.js', {
      'If-Modified-Since': lastModified,
    })
    expect(byDate.status).toBe(304)
    const changed = await rawGet('/mf-manifest.json', {
      'If-None-Match': 'W/"an-older-version"',
    })
    expect(changed.status).toBe(200)
    expect(JSON.parse(changed.body)).toEqual({ name: 'mf_blog' })
  })

  it('gives a deep link the same revalidation as index.html', async () => {
    const page = await fetch(`${base}/news-and-insights/some-post`)
    const again = await rawGet('/news-and-insights/other-post', {
      'If-None-Match': page.headers.get('etag'),
    })
    expect(again.status).toBe(304)
  })

  it.each([
    ['bad percent-encoding', '/main.%E0%A4%A.js'],
    ['a NUL byte', '/index.html%00.js'],
    ['an encoded .. segment', '/assets/..%2F..%2Fsecret.txt'],
    ['a raw .. segment', '/assets/../../secret.txt'],
    ['a backslash .. segment', '/assets/..%5C..%5Csecret.txt'],
  ])('refuses a path with %s with 400', async (_what, requestPath) => {
    // node:http sends the path as written; a URL would resolve the dots first.
    const { status, body } = await rawGet(requestPath)
    expect(status).toBe(400)
    expect(body).not.toContain('secret')
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await fetch(`${base}/assets/logo.svg`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-length')).toBe('6')
    expect(await response.text()).toBe('')
  })

  it('refuses methods other than GET, HEAD and OPTIONS', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(
      405,
    )
  })
})
