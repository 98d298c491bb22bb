import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { configureApi } from '@food/shared/api'
import { expectConsole, useTestApi } from '@food/shared/testing/server'
import { describe, expect, it } from 'vitest'
import { readRuntimeConfig } from './runtime-config'
import { robotsTxt, sitemapXml } from './seo-files'

function distWithConfig(config: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'))
  writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify(config))
  return dir
}

const built = {
  apiBase: 'http://localhost:4000/api',
  remotes: {
    mf_blog: 'http://localhost:3003/mf-manifest.json',
    mf_account: 'http://localhost:3002/mf-manifest.json',
  },
  remoteTimeoutMs: 10000,
}

describe('readRuntimeConfig', () => {
  it('serves the built file when no variable is set', async () => {
    expect(await readRuntimeConfig(distWithConfig(built), {})).toEqual(built)
  })

  it('applies API_BASE and one remote URL from the environment over the built file', async () => {
    const config = await readRuntimeConfig(distWithConfig(built), {
      API_BASE: 'https://api.example.co.uk/api',
      MF_BLOG_URL: 'https://cdn.example.co.uk/blog/1.4.0/mf-manifest.json',
    })
    expect(config.apiBase).toBe('https://api.example.co.uk/api')
    expect(config.remotes.mf_blog).toBe(
      'https://cdn.example.co.uk/blog/1.4.0/mf-manifest.json',
    )
    expect(config.remotes.mf_account).toBe(built.remotes.mf_account)
  })

  it('serves RUNTIME_CONFIG_FILE as it is, read again on every call', async () => {
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), 'cfg-')),
      'runtime-config.json',
    )
    writeFileSync(file, JSON.stringify({ ...built, apiBase: 'first' }))
    expect(
      (await readRuntimeConfig('/nowhere', { RUNTIME_CONFIG_FILE: file }))
        .apiBase,
    ).toBe('first')
    writeFileSync(file, JSON.stringify({ ...built, apiBase: 'second' }))
    expect(
      (await readRuntimeConfig('/nowhere', { RUNTIME_CONFIG_FILE: file }))
        .apiBase,
    ).toBe('second')
  })
})

describe('robots.txt and sitemap.xml', () => {
  // A fresh server per test: the test of an API that is down points the client elsewhere.
  const api = useTestApi({ per: 'test' })

  it('robots.txt keeps private pages out and names the sitemap', () => {
    const text = robotsTxt('https://example.co.uk')
    expect(text).toContain('Disallow: /checkout')
    expect(text).toContain('Sitemap: https://example.co.uk/sitemap.xml')
  })

  it('the sitemap lists the public pages even when the API is down', async () => {
    expectConsole('warn', /sitemap: blog posts unavailable/)
    configureApi({ baseURL: 'http://127.0.0.1:9/api' })
    const xml = await sitemapXml('https://example.co.uk')
    expect(xml).toContain('<loc>https://example.co.uk/news-and-insights</loc>')
    expect(xml).toContain('<loc>https://example.co.uk/about</loc>')
    expect(xml).not.toContain('/news-and-insights/')
  })

  it('lists every post from the API with its last change, escaped', async () => {
    api().on('GET /blog', {
      status: 200,
      body: {
        status: true,
        posts: [
          {
            slug: 'kebabs-&-more',
            title: 'Kebabs & more',
            updatedAt: '2026-10-20T09:00:00.000Z',
          },
        ],
      },
    })
    const xml = await sitemapXml('https://example.co.uk')
    expect(xml).toContain(
      '<url><loc>https://example.co.uk/news-and-insights/kebabs-%26-more</loc><lastmod>2026-10-20T09:00:00.000Z</lastmod></url>',
    )
  })
})
