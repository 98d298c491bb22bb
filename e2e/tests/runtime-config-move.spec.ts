import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { AppServer } from '../fixtures/app-server'
import { API_URL, manifestUrl, PORTS, REMOTE_URLS } from '../fixtures/ports'

const configFile = path.join(
  mkdtempSync(path.join(tmpdir(), 'food-config-')),
  'runtime-config.json',
)
const shell = new AppServer('shell', PORTS.spareShell, {
  RUNTIME_CONFIG_FILE: configFile,
})
const movedBlog = new AppServer('mf-blog', PORTS.movedBlog)

function writeConfig(blogManifest: string) {
  const config = {
    apiBase: API_URL,
    remotes: { ...REMOTE_URLS, mf_blog: blogManifest },
    remoteTimeoutMs: 10_000,
  }
  writeFileSync(configFile, JSON.stringify(config, null, 2))
}

test.describe('@shell a remote moves', () => {
  test.beforeAll(async () => {
    writeConfig(REMOTE_URLS.mf_blog)
    await Promise.all([shell.start(), movedBlog.start()])
  })
  test.afterAll(async () => Promise.all([shell.stop(), movedBlog.stop()]))

  test('editing runtime-config.json alone points the site at the remote on its new port', async ({
    page,
  }) => {
    const blogRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('mf-manifest.json'))
        blogRequests.push(request.url())
    })

    await page.goto(`${shell.url}/news-and-insights`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()
    expect(blogRequests).toContain(REMOTE_URLS.mf_blog)

    writeConfig(manifestUrl(movedBlog.port))
    expect(
      JSON.parse(readFileSync(configFile, 'utf8')).remotes.mf_blog,
    ).toContain(String(PORTS.movedBlog))
    blogRequests.length = 0
    await page.reload()

    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()
    expect(blogRequests).toContain(manifestUrl(movedBlog.port))
    expect(blogRequests).not.toContain(REMOTE_URLS.mf_blog)
  })
})
