import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { AppServer } from '../fixtures/app-server'
import { API_URL, manifestUrl, PORTS, REMOTE_URLS } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

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
    // The blog's code the page loads: its remote entry, from wherever the config says.
    const blogEntries: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js'))
        blogEntries.push(request.url())
    })
    const entryOf = (manifest: string) =>
      manifest.replace('mf-manifest.json', 'remoteEntry.js')

    await page.goto(`${shell.url}/news-and-insights`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()
    expect(blogEntries).toContain(entryOf(REMOTE_URLS.mf_blog))

    writeConfig(manifestUrl(movedBlog.port))
    expect(
      JSON.parse(readFileSync(configFile, 'utf8')).remotes.mf_blog,
    ).toContain(String(PORTS.movedBlog))
    // The render server reads the file again within a second: no restart.
    await expect(async () => {
      blogEntries.length = 0
      await page.reload()
      await expect(
        page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
      ).toBeVisible()
      expect(blogEntries).toContain(entryOf(manifestUrl(movedBlog.port)))
    }).toPass({ timeout: 5_000 })
    expect(blogEntries).not.toContain(entryOf(REMOTE_URLS.mf_blog))
  })
})
